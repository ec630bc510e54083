import { Pagination } from '@mantine/core';
import { Center } from '../../components/light/layout';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../app/paths';
import { LoadState } from '../../components/layout/load-state';
import { PageHeader } from '../../components/layout/page-header';
import { PageMeta } from '../../components/layout/page-meta';
import { PublicArticleCard } from '../../components/public/public-article-card';
import { callOk } from '../../lib/api/call';
import { useLoad } from '../../lib/use-load';
import { hasPages, pageCount, pageFromSearch } from '../../lib/paging';
import { BLOG_PAGE_SIZE, pageHref } from './paging';
import { blogListKey } from '#contract/page-data.js';
import classes from './blog.module.css';
import '@mantine/core/styles/Pagination.layer.css';
import { Columns } from '../../components/layout/columns';

/** The blog list: three cards a row on a desktop, one on a phone, pages of 20 kept in ?page=. */
export function BlogPage() {
  const { t, i18n } = useTranslation();
  const page = pageFromSearch(useSearch());
  const [, navigate] = useLocation();
  const list = useLoad(
    async () => {
      const { client } = await import('../../lib/api/client');
      const body = await callOk(() => client.content.blogList({ query: { page, size: BLOG_PAGE_SIZE } }));
      return body?.data ?? null;
    },
    [page, i18n.language],
    blogListKey(page),
  );
  const items = list.data?.list ?? [];
  // The spec does not show the list's total: without one, a full page means there may be a next.
  const total =
    list.data?.totalRecord ?? (page - 1) * BLOG_PAGE_SIZE + items.length + (items.length === BLOG_PAGE_SIZE ? 1 : 0);

  const goTo = (next: number) => {
    navigate(pageHref(paths.Blog, next));
    document.getElementById('blog-list')?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <PageMeta title={t('blog.title')} description={t('blog.meta')} />
      <PageHeader title={t('blog.title')} intro={t('blog.intro')} />
      <section id="blog-list" className={classes.list} aria-label={t('blog.listLabel')}>
        <LoadState
          loading={list.loading}
          failed={list.failed}
          empty={items.length === 0}
          emptyText={t('blog.empty')}
          onRetry={list.retry}
        >
          <Columns cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="xl">
            {items.map((item, index) => (
              <PublicArticleCard key={item.id} item={item} eager={index < 3} />
            ))}
          </Columns>
        </LoadState>
        {!list.loading && hasPages(total) ? (
          <Center mt={48} component="nav" aria-label={t('blog.pagination')}>
            <Pagination
              total={pageCount(total)}
              value={Math.min(page, pageCount(total))}
              onChange={goTo}
              getItemProps={(n) => ({ 'aria-label': t('blog.page', { n }) })}
              getControlProps={(control) => ({ 'aria-label': t(`blog.${control}Page`) })}
            />
          </Center>
        ) : null}
      </section>
    </>
  );
}
