// The news page (community.md §2 "news"): the feature news of this web version, 10 a page.
// Opening it marks the newest item seen (the unread-news dot goes away).
import '@mantine/core/styles/Card.css';
import { Button, Card, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WEB_APP_VERSION } from '../../../app/web-version';
import { newsQueryOptions } from '../api/news';
import { markNewsSeen } from '../lib/news-seen';

export default function NewsPage() {
  const { t, i18n } = useTranslation('notifications');
  useDocumentTitle(`${t('news_title')} · Glossa`);
  const query = useInfiniteQuery(newsQueryOptions(WEB_APP_VERSION));
  const items = query.data?.pages.flat() ?? [];
  const newest = items[0]?.pagination_id ?? null;
  useEffect(() => markNewsSeen(newest), [newest]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });

  return (
    <Container size={720} py="md">
      <Title order={1} size="h2" mb="md">
        {t('news_title')}
      </Title>
      {query.isPending ? (
        <Loader size="sm" />
      ) : query.isError ? (
        <Text c="dimmed">{t('load_failed')}</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('news_empty')}</Text>
      ) : (
        <Stack gap="md" data-testid="news-list">
          {items.map((item) => (
            <Card key={item.pagination_id} withBorder radius="md" component="article">
              <Title order={2} size="h4">
                {item.title}
              </Title>
              <Text size="xs" c="dimmed" mb="xs">
                {date.format(new Date(item.published_at))}
              </Text>
              <Text size="sm">{item.body}</Text>
            </Card>
          ))}
          {query.hasNextPage && (
            <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t('show_more')}
            </Button>
          )}
        </Stack>
      )}
    </Container>
  );
}
