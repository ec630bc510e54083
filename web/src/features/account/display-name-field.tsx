import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { rule, useInputProps, validatedForm } from '../../lib/form';
import { callOk } from '../../lib/api/call';
import { client } from '../../lib/api/client';
import { toastSuccess } from '../../lib/api/errors';
import { loadUserInfo } from '../../lib/api/user-info';
import classes from './account-settings.module.css';

/** The display name: view, then edit with Save and Cancel (non-empty, at most 15 characters). */
export function DisplayNameField({ name }: { name: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const form = useForm({ initialValues: { nickName: name }, validate: { nickName: rule((s) => s.DisplayNameSchema) } });
  const input = useInputProps(form);

  // Back in view mode, keyboard focus returns to the Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const edit = () => {
    form.setValues({ nickName: name });
    form.clearErrors();
    setEditing(true);
  };
  const cancel = () => setEditing(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };

  const submit = form.onSubmit(async ({ nickName }) => {
    setSaving(true);
    try {
      if (!(await callOk(() => client.user.updateUser({ body: { nickName: nickName.trim() } })))) return;
      await loadUserInfo();
      toastSuccess(t('account.profile.nameSaved'));
      setEditing(false);
    } finally {
      setSaving(false);
    }
  });

  if (!editing)
    return (
      <div className={classes.field}>
        <div>
          <Text className={classes.fieldLabel}>{t('account.profile.name')}</Text>
          <Text className={classes.fieldValue}>{name}</Text>
        </div>
        <Button ref={editButton} variant="default" onClick={edit} aria-label={t('account.profile.editName')}>
          {t('account.profile.edit')}
        </Button>
      </div>
    );

  return (
    <form {...validatedForm(submit)} onKeyDown={onKeyDown}>
      <Stack gap="sm">
        <TextInput
          label={t('account.profile.name')}
          description={t('account.profile.nameHint')}
          autoComplete="nickname"
          autoFocus
          required
          {...input('nickName')}
        />
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {t('account.profile.save')}
          </Button>
          <Button variant="default" onClick={cancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
