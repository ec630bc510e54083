import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { organisationOf } from '#contract/prospect-link.js';
import { basePath } from '../../lib/base-path';
import { apiAddress } from '../../lib/api/address';
import { formatDateInText } from '../../lib/format';
import { inbox, openWorld, startAgain } from '../../lib/prospect/load';
import { prospect } from '../../lib/prospect/state';
import { preferences } from '../../lib/state/preferences';
import classes from './prospect-dialogs.module.css';

type Which = 'inbox' | 'restart' | 'replace' | null;
type Mail = Awaited<ReturnType<typeof inbox>>[number];

const close = () => {
  prospect.dialog = null;
  prospect.question = null;
};

/**
 * The prospect ribbon's dialogs (docs/decisions/177; demo builds, loaded on first use): their own
 * mail, in a small inbox in their language; starting the demo again; and a second prospect link,
 * which replaces the world in this browser only once the visitor says so.
 */
export function ProspectDialogs({ which }: { which: Which }) {
  const { t } = useTranslation('demo');
  const title = which === 'inbox' ? t('inboxTitle') : which === 'restart' ? t('restartTitle') : t('replaceTitle');
  return (
    <Modal
      opened={which !== null}
      onClose={close}
      title={title}
      size={which === 'inbox' ? 'xl' : 'md'}
      closeButtonProps={{ 'aria-label': t('common.close', { ns: 'translation' }) }}
    >
      {which === 'inbox' ? <Inbox /> : which ? <Confirm which={which} /> : null}
    </Modal>
  );
}

/** Start again, or open another link's world: then the site starts afresh in it. */
function Confirm({ which }: { which: 'restart' | 'replace' }) {
  const { t } = useTranslation('demo');
  const { question } = useSnapshot(prospect);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  // A static link names who it is for; a stored world says so once opened.
  const organisation = question?.kind === 'static' ? organisationOf(question.document) : null;
  const go = async () => {
    setBusy(true);
    setFailed(null);
    try {
      if (which === 'replace' && prospect.question) await openWorld(prospect.question);
      else await startAgain(prospect.record);
      location.replace(`${basePath}/`);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };
  return (
    <Stack gap="lg">
      <Text size="sm">
        {which === 'restart'
          ? t('restartText')
          : organisation
            ? t('replaceTextFor', { organisation })
            : t('replaceText')}
      </Text>
      {failed ? (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close} disabled={busy}>
          {which === 'restart' ? t('cancel') : t('replaceKeep')}
        </Button>
        <Button onClick={() => void go()} loading={busy}>
          {which === 'restart' ? t('restart') : t('replaceConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The visitor's mail: the outbox of their own world, newest first; one opened as its recipient sees it. */
function Inbox() {
  const { t } = useTranslation('demo');
  const { language } = useSnapshot(preferences);
  const [mails, setMails] = useState<Mail[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState<Mail | null>(null);
  useEffect(() => {
    inbox().then(setMails, (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)));
  }, []);
  if (failed)
    return (
      <Alert color="red" role="alert">
        {failed}
      </Alert>
    );
  if (!mails) return <Text size="sm">{t('inboxLoading')}</Text>;
  if (open)
    return (
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" onClick={() => setOpen(null)}>
            ← {t('inboxAll')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('inboxTo', { to: open.to })}
          </Text>
        </Group>
        <iframe className={classes.mail} title={open.subject} src={apiAddress(`/__dev/mail/${open.id}/preview`)} />
      </Stack>
    );
  if (mails.length === 0) return <Text size="sm">{t('inboxEmpty')}</Text>;
  return (
    <ul className={classes.list} aria-label={t('inboxTitle')}>
      {mails.map((mail) => (
        <li key={mail.id}>
          <UnstyledButton className={classes.item} onClick={() => setOpen(mail)}>
            <span className={classes.subject}>{mail.subject}</span>
            <span className={classes.meta}>
              {t('inboxTo', { to: mail.to })} · {formatDateInText(mail.createdAt, language)}
            </span>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
