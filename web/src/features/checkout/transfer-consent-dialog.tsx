import { createElement, useState } from 'react';
import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '#contract/language.js';
import { paths } from '../../app/paths';
import { RichText } from '../../components/rich-text';
import { i18n } from '../../lib/i18n';
import { operatorFor } from '../../lib/operator';
import { overlays } from '../../lib/overlays-ready';
import type { Provider } from './types';
import dialog from '../../components/auth-shared/dialog.module.css';
import classes from './transfer-consent.module.css';

/** FastSpring's seller and its address, as its terms of sale name them; the privacy policy's section 6 says the same. */
export const FASTSPRING_RECIPIENT = {
  address: '801 Garden St. #201, Santa Barbara, CA 93101, USA',
  privacy: 'https://fastspring.com/privacy/',
} as const;

/**
 * The separate consent 第三十九条 asks for, on a screen of its own before the payment window:
 * who receives what, why, how to reach them; an unticked box the reader must tick. Resolves true
 * once they agree and continue, false when they cancel or close it.
 */
export async function askInDialog(provider: Provider): Promise<boolean> {
  await overlays();
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const finish = (agreed: boolean) => {
      if (settled) return;
      settled = true;
      modals.close(id);
      resolve(agreed);
    };
    const id = modals.open({
      title: i18n.t('checkout.consent.title'),
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      size: 'lg',
      classNames: { title: dialog.title },
      children: createElement(TransferConsentForm, {
        provider,
        onAgree: () => finish(true),
        onCancel: () => finish(false),
      }),
      onClose: () => finish(false),
    });
  });
}

function TransferConsentForm({
  provider,
  onAgree,
  onCancel,
}: {
  provider: Provider;
  onAgree: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const operator = operatorFor(asLanguage(i18n.language));
  const contact =
    provider === 'fastspring' ? (
      <>
        {FASTSPRING_RECIPIENT.address}
        {t('checkout.consent.orWrite')}
        <Anchor
          href={FASTSPRING_RECIPIENT.privacy}
          target="_blank"
          rel="noopener noreferrer"
          inherit
          underline="always"
        >
          {FASTSPRING_RECIPIENT.privacy}
        </Anchor>
      </>
    ) : (
      operator.paypalCompany
    );
  const rows = [
    [t('checkout.consent.recipient'), t(`checkout.consent.${provider}.recipient`, { company: operator.paypalCompany })],
    [t('checkout.consent.contact'), contact],
    [t('checkout.consent.data'), t(`checkout.consent.${provider}.data`)],
    [t('checkout.consent.purpose'), t(`checkout.consent.${provider}.purpose`)],
  ] as const;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (agreed) onAgree();
        else setMissing(true);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('checkout.consent.intro')}</Text>
        <dl className={classes.facts}>
          {rows.map(([term, detail]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
        <Text size="sm">
          <RichText
            text={t('checkout.consent.rights')}
            components={{
              policy: <Anchor href={paths.PrivacyPolicy} target="_blank" rel="noopener" inherit underline="always" />,
            }}
          />
        </Text>
        <Checkbox
          label={t(`checkout.consent.${provider}.agree`)}
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.currentTarget.checked);
            setMissing(false);
          }}
          error={missing ? t('checkout.consent.required') : undefined}
        />
        <Text size="xs" c="dimmed">
          {t('checkout.consent.otherwise')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('checkout.consent.continue')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
