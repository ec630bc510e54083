import { Avatar, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '#contract/entities.js';
import { firstFile } from '../../lib/file-ref';
import { maskEmail } from '../../lib/mask-email';
import { AvatarPicker } from './avatar-picker';
import { DisplayNameField } from './display-name-field';
import classes from './account-settings.module.css';

export function ProfileTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} className={classes.panelTitle}>
          {t('account.profile.title')}
        </Title>
        <Text c="dimmed">{t('account.profile.intro')}</Text>
      </div>
      <div className={classes.avatarRow}>
        <Avatar
          src={firstFile(user.avatar)}
          alt={t('account.avatar.current')}
          size={96}
          radius={96}
          color="atlas"
          className={classes.avatar}
        >
          {user.nickName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={6} align="flex-start">
          <AvatarPicker />
          <Text size="sm" c="dimmed">
            {t('account.avatar.hint')}
          </Text>
        </Stack>
      </div>
      <Divider />
      <DisplayNameField name={user.nickName} />
      <Divider />
      <div className={classes.field}>
        <div>
          <Text className={classes.fieldLabel}>{t('account.profile.email')}</Text>
          <Text className={classes.fieldValue}>{maskEmail(user.email)}</Text>
          <Text size="sm" c="dimmed">
            {t('account.profile.emailHint')}
          </Text>
        </div>
      </div>
    </Stack>
  );
}
