import { Anchor } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { RichText } from '../../components/rich-text';
import type { PlanView } from './plans';
import classes from './plan-card.module.css';

/**
 * The automatic renewal told before payment, one short sentence each (docs/decisions/138): what
 * is charged, when, and how to stop the next charge, as mainland rules (《网络交易监督管理办法》
 * 第十八条) and the stores' own subscription pages ask.
 */
export function RenewalNotice({ plan }: { plan: Pick<PlanView, 'price' | 'text'> }) {
  const { t } = useTranslation();
  return (
    <div className={classes.renewal}>
      <p>{t('pricing.renewal.charge', { price: plan.price, period: plan.text })}</p>
      <p>{t('pricing.renewal.when')}</p>
      <p>
        <RichText
          text={t('pricing.renewal.cancel')}
          components={{ link: <Anchor component={Link} href={paths.HelpCancle} inherit underline="always" /> }}
        />
      </p>
    </div>
  );
}
