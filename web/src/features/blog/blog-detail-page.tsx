import { useEffect } from 'react';
import { Container, Group } from '../../components/light/layout';
import { Anchor, Text, Title } from '../../components/light/text';
import type { BlogDetail } from '#contract/entities.js';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { paths } from '../../app/paths';
import { LoadState } from '../../components/layout/load-state';
import { PageMeta } from '../../components/layout/page-meta';
import { callOk } from '../../lib/api/call';
import { firstFile } from '../../lib/file-ref';
import { goBackOr } from '../../lib/public-history';
import { DATE, formatCount, formatDate, withCount } from '../../lib/format';
import { asLanguage } from '#contract/language.js';
import { useLoad } from '../../lib/use-load';
import { ArticleContent } from './article-content';
import { blogDetailKey } from '#contract/page-data.js';
import classes from './blog.module.css';

/** An article id: digits, not all zeros (ids stay text: a backend's 64-bit ids do not fit a number). */
const validId = (bid: string | undefined) => (bid && /^\d{1,30}$/.test(bid) && /[1-9]/.test(bid) ? bid : null);

/** One article (requirements R2, R4): no bid goes back in history; a failed load goes to the Blog list. */
export function BlogDetailPage() {
  const { t, i18n } = useTranslation();
  const { bid } = useParams<{ bid: string }>();
  const id = validId(bid);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (id !== null) return;
    goBackOr(() => navigate(paths.Blog, { replace: true }));
  }, [id, navigate]);

  const article = useLoad<BlogDetail>(
    async () => {
      if (id === null) return null;
      const { client } = await import('../../lib/api/client');
      const body = await callOk(() => client.content.blogDetail({ params: { id } }));
      if (!body) {
        navigate(paths.Blog, { replace: true });
        return null;
      }
      return body.data;
    },
    [id, i18n.language],
    id === null ? undefined : blogDetailKey(id),
  );

  const data = article.data;
  const photo = data ? firstFile(data.photo) : null;
  const date = data ? formatDate(data.createTime, DATE) : '';
  return (
    <Container size={800} className={classes.detail}>
      <PageMeta title={data?.title ?? t('blog.title')} description={t('blog.meta')} />
      <Anchor component={Link} href={paths.Blog} className={classes.backLink}>
        {t('blog.back')}
      </Anchor>
      <LoadState
        loading={article.loading || id === null}
        failed={article.failed}
        onRetry={article.retry}
        minHeight={360}
      >
        {data ? (
          <article className={classes.article}>
            <header>
              <Title order={1} className={classes.articleTitle}>
                {data.title}
              </Title>
              <Group gap="md" className={classes.articleMeta}>
                <Text component="time" dateTime={date}>
                  {date}
                </Text>
                <span aria-hidden="true">·</span>
                <Text component="span">
                  {withCount(
                    t('blog.reads', {
                      count: data.readCount,
                      formatted: formatCount(data.readCount, asLanguage(i18n.language)),
                    }),
                  )}
                </Text>
              </Group>
            </header>
            {photo ? <img src={photo} alt="" width={1200} height={675} className={classes.cover} /> : null}
            <ArticleContent html={data.content} />
          </article>
        ) : null}
      </LoadState>
    </Container>
  );
}
