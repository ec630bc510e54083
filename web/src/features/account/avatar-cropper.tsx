import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type Cropper from 'cropperjs';
import { AVATAR_CROP_SIZE, AVATAR_JPEG_QUALITY, AVATAR_MAX_IMAGE_SIZE, AVATAR_MIN_CROP } from './avatar-rules';
import classes from './avatar-cropper.module.css';

/** What the cropper tells its parent when a picture cannot be used (requirements R8: 'error'). */
export type AvatarCropperEvent = 'error';

/** cropperjs and its styles load only when someone crops an avatar (requirements D7). */
const loadCropper = () =>
  Promise.all([import('cropperjs'), import('cropperjs/dist/cropper.css')]).then(([m]) => m.default);

const STEP = 10;

/** Centres a square crop box of the default size inside the shown picture. */
function centreDefaultBox(cropper: Cropper) {
  const canvas = cropper.getCanvasData();
  const size = Math.max(AVATAR_MIN_CROP, Math.min(AVATAR_CROP_SIZE, canvas.width, canvas.height));
  cropper.setCropBoxData({
    left: canvas.left + (canvas.width - size) / 2,
    top: canvas.top + (canvas.height - size) / 2,
    width: size,
    height: size,
  });
}

/**
 * The square-locked cropper (ratio 1, crop box kept inside the picture, default 150, minimum 10).
 * Submit crops to a JPEG at quality 0.5 and hands the blob to `onSubmit`.
 */
export function AvatarCropper({
  src,
  onCancel,
  onSubmit,
  onChange,
}: {
  src: string;
  onCancel: () => void;
  onSubmit: (blob: Blob) => Promise<boolean>;
  onChange: (event: AvatarCropperEvent) => void;
}) {
  const { t } = useTranslation();
  const image = useRef<HTMLImageElement>(null);
  const preview = useRef<HTMLDivElement>(null);
  const cropper = useRef<Cropper | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  /** The side of the square in the picture's own pixels, as the cropper reports it. */
  const [side, setSide] = useState<number | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      cropper.current?.destroy();
      cropper.current = null;
    };
  }, []);

  // Save is disabled until the picture is ready, so the dialog's autofocus cannot land on it:
  // give it the focus once it can be used, unless the visitor is already in the crop area.
  useEffect(() => {
    if (ready && !stage.current?.contains(document.activeElement)) saveButton.current?.focus();
  }, [ready]);

  const start = async () => {
    const img = image.current;
    if (!img || cropper.current) return;
    let CropperClass: typeof Cropper;
    try {
      CropperClass = await loadCropper();
    } catch {
      onChange('error');
      return;
    }
    if (!mounted.current || !image.current) return;
    cropper.current = new CropperClass(image.current, {
      aspectRatio: 1,
      viewMode: 1,
      dragMode: 'move',
      autoCropArea: 0.5,
      minCropBoxWidth: AVATAR_MIN_CROP,
      minCropBoxHeight: AVATAR_MIN_CROP,
      background: true,
      guides: true,
      toggleDragModeOnDblclick: false,
      preview: preview.current ?? undefined,
      crop: (event) => {
        if (mounted.current) setSide(Math.round(event.detail.width));
      },
      ready: (event) => {
        // cropperjs keeps its instance on the image element (set before this event).
        const instance = (event.target as HTMLImageElement & { cropper?: Cropper }).cropper ?? cropper.current;
        if (!instance) return;
        centreDefaultBox(instance);
        if (mounted.current) setReady(true);
      },
    });
  };

  /** Keyboard: arrows move the crop box, + and - resize it. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const c = cropper.current;
    if (!c || !ready) return;
    const box = c.getCropBoxData();
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const move = moves[event.key];
    if (move) c.setCropBoxData({ left: box.left + move[0], top: box.top + move[1] });
    else if (event.key === '+' || event.key === '=')
      c.setCropBoxData({ width: box.width + STEP, height: box.height + STEP });
    else if (event.key === '-')
      c.setCropBoxData({
        width: Math.max(AVATAR_MIN_CROP, box.width - STEP),
        height: Math.max(AVATAR_MIN_CROP, box.height - STEP),
      });
    else return;
    event.preventDefault();
  };

  const submit = async () => {
    const c = cropper.current;
    if (!c) return;
    setSaving(true);
    try {
      const canvas = c.getCroppedCanvas({
        maxWidth: AVATAR_MAX_IMAGE_SIZE,
        maxHeight: AVATAR_MAX_IMAGE_SIZE,
        fillColor: '#fff',
        imageSmoothingQuality: 'high',
      });
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', AVATAR_JPEG_QUALITY),
      );
      if (!blob) onChange('error');
      else await onSubmit(blob);
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  const tool = (label: string, icon: string, action: (c: Cropper) => void) => (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label={label}
        disabled={!ready}
        onClick={() => cropper.current && action(cropper.current)}
      >
        <span aria-hidden className={classes.icon}>
          {icon}
        </span>
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Stack gap="md">
      <div className={classes.layout}>
        <div
          ref={stage}
          className={classes.stage}
          tabIndex={0}
          role="group"
          aria-label={t('account.avatar.cropArea')}
          aria-describedby="avatar-crop-help"
          onKeyDown={onKeyDown}
        >
          <img
            ref={image}
            src={src}
            alt={t('account.avatar.chosenImage')}
            className={classes.image}
            onLoad={() => void start()}
            onError={() => onChange('error')}
          />
          {ready ? null : (
            <div className={classes.loading}>
              <Loader color="atlas" />
            </div>
          )}
        </div>
        <Stack className={classes.side} gap="sm" align="center">
          <Text size="sm" fw={600}>
            {t('account.avatar.preview')}
          </Text>
          <div ref={preview} className={classes.preview} aria-hidden />
          <Text size="xs" c="dimmed" aria-live="polite" className={classes.size}>
            {side ? t('account.avatar.cropSize', { size: side }) : null}
          </Text>
          <Group gap="xs" justify="center">
            {tool(t('account.avatar.zoomIn'), '+', (c) => c.zoom(0.1))}
            {tool(t('account.avatar.zoomOut'), '−', (c) => c.zoom(-0.1))}
            {tool(t('account.avatar.rotate'), '↻', (c) => c.rotate(90))}
            {tool(t('account.avatar.reset'), '⟲', (c) => {
              c.reset();
              centreDefaultBox(c);
            })}
          </Group>
        </Stack>
      </div>
      <Text id="avatar-crop-help" size="sm" c="dimmed">
        {t('account.avatar.help')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button ref={saveButton} onClick={() => void submit()} loading={saving} disabled={!ready} data-autofocus>
          {t('account.avatar.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
