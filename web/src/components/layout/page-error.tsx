import { Button } from '../light/button';
import { Center, Stack } from '../light/layout';
import { Text, Title } from '../light/text';
import { useTranslation } from 'react-i18next';

/** What a page shows when it failed to render or load: the header and footer stay, with a way to try again. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" ta="center" gap="sm" maw={520} role="alert">
        <Title order={1} size="h2">
          {t('errors.page.title')}
        </Title>
        <Text c="var(--ma-muted)">{t('errors.page.text')}</Text>
        <Button onClick={onRetry} mt="xs">
          {t('errors.page.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
