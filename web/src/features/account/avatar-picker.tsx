import { useRef, useState } from 'react';
import { Button, FileButton, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../lib/api/errors';
import { AvatarCropper, type AvatarCropperEvent } from './avatar-cropper';
import { AVATAR_ACCEPT, AVATAR_DIALOG_WIDTH, isAvatarFile } from './avatar-rules';
import { prepareAvatarImage } from './prepare-image';
import { saveAvatar } from './save-avatar';
import dialog from '../../components/auth-shared/dialog.module.css';

/** The upload button: a PNG or JPEG opens the cropper; a new choice replaces the last one. */
export function AvatarPicker() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
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
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        classNames={{ title: dialog.title }}
        // The picture stays until the dialog has faded out.
        onExitTransitionEnd={() => setSrc(null)}
        title={t('account.avatar.dialogTitle')}
        size={AVATAR_DIALOG_WIDTH}
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {src ? (
          <AvatarCropper key={choice} src={src} onCancel={() => setOpened(false)} onSubmit={submit} onChange={refuse} />
        ) : null}
      </Modal>
    </>
  );
}
