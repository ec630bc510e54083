import { useState } from 'react';
import { Container, Group, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import type { Order } from '#contract/entities.js';
import { paths } from '../../app/paths';
import { LoadState } from '../../components/layout/load-state';
import { PageHeader } from '../../components/layout/page-header';
import { PageMeta } from '../../components/layout/page-meta';
import { callOk } from '../../lib/api/call';
import { client } from '../../lib/api/client';
import { useLoad } from '../../lib/use-load';
import { OrderCard } from './order-card';
import { pageCount, positiveInt } from '../../lib/paging';
import { ORDER_PAGE_SIZE } from './order-title';
import { lazyDialog } from '../../components/layout/lazy-dialog';
import { FillScreen } from '../../components/layout/fill-screen';
import classes from './orders.module.css';
import '@mantine/core/styles/Pagination.layer.css';

const AppOnlyDialog = lazyDialog(
  () => import('./app-only-dialog').then((m) => m.AppOnlyDialog),
  (props) => props.opened,
  (props) => ({ ...props, opened: false }),
);

/** Signed-in only: the route manifest puts it behind RequireSession. */
export function OrderPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const [tipOpen, setTipOpen] = useState(false);
  const orders = useLoad(async () => {
    const body = await callOk(() => client.order.orderList({ query: { page, size: ORDER_PAGE_SIZE } }));
    return body?.data ?? null;
  }, [page]);

  const goToPage = (next: number) => {
    setParams((p) => (next === 1 ? p.delete('page') : p.set('page', String(next)), p));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const learn = (order: Order) => (order.domainId === 2 ? setTipOpen(true) : navigate(paths.MuscleAndMovement));
  const total = orders.data?.totalRecord ?? 0;

  return (
    <FillScreen align="start" className={classes.screen}>
      <PageMeta title={t('orders.title')} description={t('orders.intro')} />
      <PageHeader title={t('orders.title')} intro={t('orders.intro')} />
      <Container className={classes.body}>
        <LoadState
          loading={orders.loading}
          failed={orders.failed}
          empty={!orders.data?.list.length}
          emptyText={t('orders.empty')}
          onRetry={orders.retry}
        >
          <Stack gap="md">
            <Text c="dimmed" size="sm" aria-live="polite">
              {t('orders.count', { count: total })}
              {pageCount(total) > 1 ? ` · ${t('orders.pageOf', { page, pages: pageCount(total) })}` : null}
            </Text>
            {orders.data?.list.map((order, index) => (
              // The spec's orders carry no id: their place on the page names them then.
              <OrderCard key={order.id ?? `${page}-${index}`} order={order} onLearn={learn} />
            ))}
          </Stack>
        </LoadState>
        {total > ORDER_PAGE_SIZE ? (
          <Group component="nav" aria-label={t('orders.pagination')} justify="center" mt="xl">
            <Pagination
              total={pageCount(total)}
              value={page}
              onChange={goToPage}
              getControlProps={(control) => ({ 'aria-label': t(`orders.pageControl.${control}`) })}
              getItemProps={(n) => ({ 'aria-label': t('orders.pageN', { page: n }) })}
            />
          </Group>
        ) : null}
      </Container>
      <AppOnlyDialog opened={tipOpen} onClose={() => setTipOpen(false)} />
    </FillScreen>
  );
}
