import { useId } from 'react';
import { Anchor, Badge, Button, Group, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Order } from '#contract/entities.js';
import { paths } from '../../app/paths';
import { dateMs } from '#contract/dates.js';
import { DATE_TIME, formatDate, formatUsd } from '../../lib/format';
import { orderTitle } from './order-title';
import classes from './orders.module.css';

/** One order: title, dates, and for website purchases (source 1) the price and the help links. */
export function OrderCard({ order, onLearn }: { order: Order; onLearn: (order: Order) => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const paid = order.source === 1;
  const live = (dateMs(order.dueTime) ?? 0) > Date.now();
  return (
    <Paper component="article" aria-labelledby={titleId} className={classes.card} withBorder radius="lg">
      <div className={classes.main}>
        <Group gap="xs" mb={6}>
          <Badge variant="light" color={order.domainId === 2 ? 'ember' : 'atlas'}>
            {t(order.domainId === 2 ? 'orders.domain.patientEducation' : 'orders.domain.muscleAndMovement')}
          </Badge>
          <Badge variant="dot" color={live ? 'teal' : 'gray'}>
            {t(live ? 'orders.status.active' : 'orders.status.ended')}
          </Badge>
        </Group>
        <Title order={2} id={titleId} className={classes.title}>
          {orderTitle(order, i18n.language, t('orders.softsSubscription'))}
        </Title>
        <dl className={classes.facts}>
          <div>
            <dt>{t('orders.purchaseDate')}</dt>
            <dd>{formatDate(order.createTime, DATE_TIME, 'visitor')}</dd>
          </div>
          <div>
            <dt>{t('orders.deadline')}</dt>
            <dd>{formatDate(order.dueTime, DATE_TIME, 'visitor')}</dd>
          </div>
          {paid ? (
            <div>
              <dt>{t('orders.price')}</dt>
              <dd>{formatUsd(order.price, i18n.language === 'cn' ? 'cn' : 'en')}</dd>
            </div>
          ) : (
            <div>
              <dt>{t('orders.source')}</dt>
              <dd>{t('orders.appStore')}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className={classes.actions}>
        <Button onClick={() => onLearn(order)}>{t('orders.goToLearn')}</Button>
        {paid ? (
          <div className={classes.help}>
            <Anchor component={Link} href={paths.HelpCancle} size="sm">
              {t('orders.howToUnsubscribe')}
            </Anchor>
            <Anchor component={Link} href={paths.HelpInvoice} size="sm">
              {t('orders.howToInvoice')}
            </Anchor>
          </div>
        ) : null}
      </div>
    </Paper>
  );
}
