import { useState } from 'react';
import { Button } from '../../components/light/button';
import { Container, Stack } from '../../components/light/layout';
import { Text } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import type { DomainId } from '#contract/entities.js';
import { type RouteName, paths } from '../../app/paths';
import pricingArt from '../../assets/illustrations/pricing.svg';
import { call } from '../../lib/api/call';
import { client } from '../../lib/api/client';
import { showServerMessage, toastError, toastSuccess, toastWarning } from '../../lib/api/errors';
import { LoadState } from '../../components/layout/load-state';
import { PageHeader } from '../../components/layout/page-header';
import { PageMeta } from '../../components/layout/page-meta';
import { preferences } from '../../lib/state/preferences';
import { session } from '../../lib/state/session';
import { useLoad } from '../../lib/use-load';
import { openCheckout, paymentConsent } from '../checkout';
import { approveWithPaypal, paypalAvailable } from '../checkout/paypal';
import { type BuyDeps, buyPlan, buyWithPaypal } from './buy-plan';
import { currentBuyer } from './buyer';
import { PlanCard } from './plan-card';
import { type PricingPlan, parsePlans, planView } from './plans';
import { PlanComparison } from './plan-comparison';
import { PricingAssurance } from './pricing-assurance';
import { PricingFaq, paymentMethods } from './pricing-faq';
import { savingOf } from './saving';
import { SubscriptionStatus } from './subscription-status';
import { fetchPurchaseStatus, usePurchaseStatus } from './use-purchase-status';
import classes from './pricing-page.module.css';
import { Columns } from '../../components/layout/columns';

/** The two product lines, each with its own pricing route (requirements D4: Pricing2). */
const lines = {
  1: { route: 'Pricing', key: 'muscle' },
  2: { route: 'Pricing2', key: 'patient' },
} as const satisfies Record<DomainId, { route: RouteName; key: string }>;

export const PricingPage = () => <PlansPage domainId={1} />;
export const PatientEducationPricingPage = () => <PlansPage domainId={2} />;

/** Plans of one product line, the visitor's subscription to it, and buying. */
function PlansPage({ domainId }: { domainId: DomainId }) {
  const { t } = useTranslation();
  const { language } = useSnapshot(preferences);
  const { token } = useSnapshot(session);
  const [, navigate] = useLocation();
  const line = lines[domainId];
  const here = paths[line.route];

  const plans = useLoad(async () => {
    const body = await call(() => client.catalog.plans({ query: { client: 3, domainId } }));
    if (body && body.code !== 'OK') showServerMessage(body);
    return body?.code === 'OK' ? parsePlans(body.data.list) : null;
  }, [domainId]);
  const status = usePurchaseStatus(domainId, !!token);
  const [buying, setBuying] = useState<{ plan: string; way: 'card' | 'paypal' } | null>(null);

  const deps: BuyDeps = {
    signedIn: () => !!session.token,
    currentUser: currentBuyer,
    checkStatus: fetchPurchaseStatus,
    openCheckout,
    approvePaypal: approveWithPaypal,
    transferConsent: paymentConsent,
    createPaypalOrder: (goodsId) => call(() => client.order.paypalCreate({ body: { goodsId } })),
    capturePaypalOrder: (orderId) => call(() => client.order.paypalCapture({ body: { orderId } })),
    warn: toastWarning,
    fail: (message) => toastError(message),
    goToLogin: () => navigate(`${paths.Login}?backUrl=${encodeURIComponent(here)}`),
    t: (key) => t(key),
  };

  const buy = async (plan: PricingPlan, way: 'card' | 'paypal') => {
    setBuying({ plan: plan.id, way });
    try {
      const outcome = await (way === 'card' ? buyPlan : buyWithPaypal)({ plan, domainId }, language, deps);
      if (outcome.kind !== 'paid') return;
      const confirmed = await status.confirmPayment();
      toastSuccess(t(confirmed ? 'pricing.paid' : 'pricing.paidPending', { reference: outcome.reference.reference }));
    } finally {
      setBuying(null);
    }
  };

  const list = plans.data ?? [];
  return (
    <>
      <PageMeta title={t(`pricing.${line.key}.metaTitle`)} description={t(`pricing.${line.key}.description`)} />
      <PageHeader title={t(`pricing.${line.key}.title`)} intro={t(`pricing.${line.key}.intro`)}>
        <nav aria-label={t('pricing.lineNav')} className={classes.lines}>
          {([1, 2] as const).map((id) => (
            <Button
              key={id}
              component={Link}
              href={paths[lines[id].route]}
              variant={id === domainId ? 'filled' : 'default'}
              aria-current={id === domainId ? 'page' : undefined}
              size="sm"
            >
              {t(`pricing.${lines[id].key}.name`)}
            </Button>
          ))}
        </nav>
      </PageHeader>
      <Container className={classes.body}>
        <Stack gap={40}>
          {token ? (
            <SubscriptionStatus
              status={status.status}
              loading={status.loading}
              failed={status.failed}
              onRetry={status.retry}
              product={t(`pricing.${line.key}.name`)}
            />
          ) : null}
          {/* The plans' own height while they load, so what follows does not jump. */}
          <LoadState loading={plans.loading} failed={plans.failed} onRetry={plans.retry} minHeight={460}>
            {list.length === 0 ? (
              <Stack align="center" gap="md" py="xl">
                <img src={pricingArt} alt="" width={240} height={160} />
                <Text c="dimmed" ta="center" maw={480}>
                  {t('pricing.empty')}
                </Text>
                <Button component={Link} href={paths.Contact} variant="light">
                  {t('pricing.institutions.contact')}
                </Button>
              </Stack>
            ) : (
              <Columns
                cols={{ base: 1, sm: Math.max(1, Math.min(list.length, 2)), lg: Math.max(1, Math.min(list.length, 3)) }}
                spacing={{ base: 36, sm: 'xl' }}
                verticalSpacing={{ base: 36, sm: 'xl' }}
                className={classes.grid}
                data-count={Math.min(list.length, 3)}
              >
                {list.map((plan, index) => (
                  <PlanCard
                    key={plan.id}
                    plan={planView(plan, language)}
                    saving={savingOf(plan, list, language)}
                    featured={index === 0}
                    subscribed={!!status.status?.isBuy}
                    buying={buying?.plan === plan.id ? buying.way : null}
                    disabled={buying !== null}
                    onBuy={() => void buy(plan, 'card')}
                    onPaypal={paypalAvailable ? () => void buy(plan, 'paypal') : undefined}
                  />
                ))}
              </Columns>
            )}
          </LoadState>
          <div className={classes.after}>
            <p className={classes.free}>{t('offer.free')}</p>
            <p className={classes.pay}>{paymentMethods(t)}</p>
          </div>
          <PlanComparison domainId={domainId} />
          <PricingAssurance />
          <PricingFaq />
        </Stack>
      </Container>
    </>
  );
}
