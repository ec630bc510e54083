import { Button } from '../../components/light/button';
import { Card } from '../../components/light/card';
import { Badge } from '../../components/light/icons';
import { Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from './icons';
import type { PlanView } from './plans';
import classes from './plan-card.module.css';
import { RenewalNotice } from './renewal-notice';
import type { Saving } from './saving';

type Props = {
  plan: PlanView;
  /** What a yearly plan saves against twelve monthly payments, when the plans say (saving.ts). */
  saving: Saving | null;
  featured: boolean;
  /** The visitor already has this product line: the button says so (a click explains why not again). */
  subscribed: boolean;
  /** Which way of paying is busy for this plan, if any. */
  buying: 'card' | 'paypal' | null;
  disabled: boolean;
  onBuy: () => void;
  /** Paying with PayPal, where the build offers it. */
  onPaypal?: () => void;
};

/**
 * One plan: what it is, its price (and a yearly plan's saving), the buy button and the renewal
 * terms. What it includes is the page's one comparison below the plans, not a list per card. Its
 * three parts sit on the rows of the surrounding grid (subgrid), so prices and buttons line up.
 */
export function PlanCard({ plan, saving, featured, subscribed, buying, disabled, onBuy, onPaypal }: Props) {
  const { t } = useTranslation();
  const titleId = `plan-${plan.id}-title`;
  const tone = featured ? 'ember' : 'atlas';
  return (
    <Card component="article" aria-labelledby={titleId} className={classes.card} data-featured={featured || undefined}>
      {featured ? (
        <Badge color="ember" variant="filled" size="md" className={classes.badge}>
          {t('pricing.recommended')}
        </Badge>
      ) : null}
      <div className={classes.head}>
        <Title order={2} id={titleId} className={classes.title}>
          {plan.title}
        </Title>
        <Text c="dimmed" className={classes.description}>
          {plan.description}
        </Text>
      </div>
      <div className={classes.priceBlock}>
        <div className={classes.priceRow}>
          <span className={classes.price}>{plan.price}</span>
          <Text component="span" c="dimmed" fw={500}>
            {plan.unit}
          </Text>
        </div>
        <Text size="xs" c="dimmed" mt={4}>
          {t('pricing.usd')}
        </Text>
        {saving ? (
          <p className={classes.saving}>
            {t('pricing.saving', { percent: saving.percent, total: saving.twelveMonths })}
          </p>
        ) : null}
      </div>
      <div className={classes.action}>
        {subscribed ? (
          <Button
            fullWidth
            size="md"
            color="atlas"
            variant="light"
            leftSection={<CheckIcon size={18} />}
            loading={buying === 'card'}
            disabled={disabled && buying !== 'card'}
            onClick={onBuy}
          >
            {t('pricing.subscribed')}
          </Button>
        ) : (
          <>
            <Button
              fullWidth
              size="md"
              color={tone}
              variant={featured ? 'filled' : 'outline'}
              loading={buying === 'card'}
              disabled={disabled && buying !== 'card'}
              onClick={onBuy}
            >
              {t('pricing.buy')}
            </Button>
            {onPaypal ? (
              <Button
                fullWidth
                size="sm"
                mt={8}
                variant="default"
                className={classes.paypal}
                loading={buying === 'paypal'}
                disabled={disabled && buying !== 'paypal'}
                onClick={onPaypal}
              >
                {t('pricing.paypal')}
              </Button>
            ) : null}
          </>
        )}
        <RenewalNotice plan={plan} />
      </div>
    </Card>
  );
}
