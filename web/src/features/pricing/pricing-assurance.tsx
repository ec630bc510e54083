import { Button } from '../../components/light/button';
import { Paper } from '../../components/light/card';
import { Group } from '../../components/light/layout';
import { Anchor, Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { InvoiceIcon, RenewIcon, ShieldIcon } from './icons';
import classes from './pricing-assurance.module.css';
import { ThemeIcon } from '../../components/theme-icon';
import { Columns } from '../../components/layout/columns';

const points = [
  { key: 'secure', Icon: ShieldIcon, link: null },
  { key: 'cancel', Icon: RenewIcon, link: paths.HelpCancle },
  { key: 'invoice', Icon: InvoiceIcon, link: paths.HelpInvoice },
] as const;

/** What a buyer wants to know before paying, and the way in for universities and clinics. */
export function PricingAssurance() {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="assurance-title">
        <Title order={2} id="assurance-title" className={classes.heading}>
          {t('pricing.assurance.heading')}
        </Title>
        <Columns cols={{ base: 1, sm: 3 }} spacing="lg" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          {points.map(({ key, Icon, link }) => (
            <Paper key={key} className={classes.point} radius="lg" p="lg">
              <ThemeIcon size={40} radius="md" variant="light" color="atlas">
                <Icon />
              </ThemeIcon>
              <Title order={3} className={classes.pointTitle}>
                {t(`pricing.assurance.${key}Title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`pricing.assurance.${key}Text`)}
              </Text>
              {link ? (
                <Anchor component={Link} href={link} size="sm" fw={600} mt={8} display="inline-block">
                  {t(`pricing.assurance.${key}Link`)}
                </Anchor>
              ) : null}
            </Paper>
          ))}
        </Columns>
      </section>
      <Paper component="section" aria-labelledby="institutions-title" className={classes.institutions} radius="lg">
        <div>
          <Title order={2} id="institutions-title" className={classes.institutionsTitle}>
            {t('offer.quote.title')}
          </Title>
          <Text mt={6} className={classes.institutionsText}>
            {t('pricing.institutions.text')} {t('offer.quote.text')}
          </Text>
        </div>
        <Group gap="sm" className={classes.institutionsActions}>
          <Button component={Link} href={paths.QuoteRequest} color="ember">
            {t('offer.quote.cta')}
          </Button>
          <Button component={Link} href={paths.University} variant="white" color="atlas">
            {t('pricing.institutions.university')}
          </Button>
        </Group>
      </Paper>
    </>
  );
}
