import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLinks } from '../../components/app-links/app-links';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import mskUrl from '../../assets/illustrations/msk-patient.svg';
import classes from './orders.module.css';
import dialog from '../../components/auth-shared/dialog.module.css';

/** 'Go to learn' on a domainId 2 order: that software works only in the app (requirements R2). */
export function AppOnlyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orders.appOnly.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="md"
      classNames={{ title: dialog.title }}
    >
      <Stack gap="lg">
        <img src={mskUrl} alt="" className={classes.tipArt} width={1200} height={800} />
        <Text size="sm">{t('orders.appOnly.text')}</Text>
        <AppLinks />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button component={Link} href={paths.Download} data-autofocus>
            {t('orders.appOnly.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
