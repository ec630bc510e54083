import { useRef, useState } from 'react';
import { Button, FileButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../components/layout/lazy-dialog';
import { toastError, toastSuccess } from '../../lib/api/errors';
import type { AvatarCropperEvent } from './avatar-cropper';
import type { AvatarDialogProps } from './avatar-dialog';
import { AVATAR_ACCEPT, isAvatarFile } from './avatar-rules';
import { prepareAvatarImage } from './prepare-image';
import { saveAvatar } from './save-avatar';

const AvatarDialog = lazyDialog(
  () => import('./avatar-dialog').then((m) => m.AvatarDialog),
  (props: AvatarDialogProps) => props.opened,
  (props) => ({ ...props, opened: false }),
);

/** The upload button: a PNG or JPEG opens the cropper; a new choice replaces the last one. */
export function AvatarPicker() {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  /** Each choice gets a fresh cropper, even for the same picture. */
  const [choice, setChoice] = useState(0);
  const [opened, setOpened] = useState(false);
  const resetRef = useRef<() => void>(null);

  const refuse = (reason: 'too-large' | AvatarCropperEvent) => {
    toastError(t(reason === 'too-large' ? 'account.avatar.tooLarge' : 'account.avatar.loadError'));
    setOpened(false);
  };

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!isAvatarFile(file)) {
      toastError(t('account.avatar.wrongType'));
      return;
    }
    const prepared = await prepareAvatarImage(file);
    if (!prepared.ok) return refuse(prepared.reason);
    setSrc(prepared.src);
    setChoice((c) => c + 1);
    setOpened(true);
  };

  const submit = async (blob: Blob) => {
    const ok = await saveAvatar(blob);
    if (ok) {
      toastSuccess(t('account.avatar.saved'));
      setOpened(false);
    }
    return ok;
  };

  return (
    <>
      <FileButton onChange={(file) => void choose(file)} accept={AVATAR_ACCEPT} resetRef={resetRef}>
        {(props) => (
          <Button variant="light" {...props}>
            {t('account.avatar.change')}
          </Button>
        )}
      </FileButton>
      <AvatarDialog
        opened={opened}
        src={src}
        choice={choice}
        onClose={() => setOpened(false)}
        onClosed={() => setSrc(null)}
        onSubmit={submit}
        onRefuse={refuse}
      />
    </>
  );
}
