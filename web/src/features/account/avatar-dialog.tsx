import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AvatarCropper, type AvatarCropperEvent } from './avatar-cropper';
import { AVATAR_DIALOG_WIDTH } from './avatar-rules';
import dialog from '../../components/auth-shared/dialog.module.css';

export type AvatarDialogProps = {
  opened: boolean;
  /** The chosen picture, prepared; it stays until the dialog has faded out. */
  src: string | null;
  /** Each choice gets a fresh cropper, even for the same picture. */
  choice: number;
  onClose: () => void;
  onClosed: () => void;
  onSubmit: (blob: Blob) => Promise<boolean>;
  onRefuse: (reason: AvatarCropperEvent) => void;
};

/** The cropper's dialog: its code (Mantine's Modal, the cropper's tools) loads when a picture is first chosen. */
export function AvatarDialog({ opened, src, choice, onClose, onClosed, onSubmit, onRefuse }: AvatarDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      classNames={{ title: dialog.title }}
      onExitTransitionEnd={onClosed}
      title={t('account.avatar.dialogTitle')}
      size={AVATAR_DIALOG_WIDTH}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {src ? <AvatarCropper key={choice} src={src} onCancel={onClose} onSubmit={onSubmit} onChange={onRefuse} /> : null}
    </Modal>
  );
}
