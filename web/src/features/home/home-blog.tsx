import { Group } from '../../components/light/layout';
import { Anchor } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { PublicArticleCard } from '../../components/public/public-article-card';
import { PublicSection } from '../../components/public/public-section';
import { call } from '../../lib/api/call';
import { useLoad } from '../../lib/use-load';
import { Columns } from '../../components/layout/columns';

/** The three newest articles; the section stays out of the way when there are none or they fail to load. */
export function HomeBlog() {
  const { t, i18n } = useTranslation();
  const latest = useLoad(async () => {
    const { client } = await import('../../lib/api/client');
    const body = await call(() => client.content.blogList({ query: { page: 1, size: 3 } }));
    // A backend that ignores `size` still shows three.
    return body?.code === 'OK' ? body.data.list.slice(0, 3) : null;
  }, [i18n.language]);
  if (!latest.data?.length) return null;
  return (
    <PublicSection id="latest" eyebrow={t('home.blog.eyebrow')} title={t('home.blog.title')}>
      <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {latest.data.map((item) => (
          <PublicArticleCard key={item.id} item={item} headingLevel={3} />
        ))}
      </Columns>
      <Group justify="center" mt="xl">
        <Anchor component={Link} href={paths.Blog} fw={600}>
          {t('home.blog.all')}
        </Anchor>
      </Group>
    </PublicSection>
  );
}
