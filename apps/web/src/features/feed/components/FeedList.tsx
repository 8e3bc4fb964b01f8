// The feed tabs (all, subscriptions, mine, and one author's items when ?author= names one), the
// language filter and the infinite list: the next page loads when the end of the list scrolls into
// view; a short page means fully loaded.
import { Button, Card, Center, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/InlineInput.css';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguageNameOf } from '../../../shared/reference/language-name';
import { useProfile } from '../../../shared/session/profile';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { readUserSetting, writeUserSetting } from '../../../shared/session/user-data';
import { feedQueryOptions } from '../api/feed';
import { feedKeys, type FeedTab } from '../api/keys';
import { useItemPanel } from '../hooks/use-item-panel';
import { asMember } from '../lib/guest-call';
import { FeedCard, isPublication } from './FeedCard';
import { FeedSkeleton } from './FeedSkeleton';

export function FeedList() {
  const { t } = useTranslation('feed');
  const loggedIn = useIsLoggedIn();
  const profile = useProfile().data;
  const [searchParams, setSearchParams] = useSearchParams();
  const author = searchParams.get('author');
  const [tab, setTab] = useState<FeedTab>(author ? 'user' : 'all');
  // An author's name was clicked (here or on another page): show their tab.
  useEffect(() => {
    if (author) setTab('user');
  }, [author]);
  const [mineOnly, setMineOnly] = useState(() => readUserSetting<boolean>('feed-my-languages') ?? false);
  const languageName = useLanguageNameOf();
  const learning = (profile?.languages ?? []).filter((l) => l.level !== 'NATIVE').map((l) => l.lang.code);
  const langs = loggedIn && mineOnly ? learning : [];
  const activeTab: FeedTab = tab === 'user' && author ? 'user' : loggedIn && tab !== 'user' ? tab : 'all';
  const pathUser = activeTab === 'user' ? author : activeTab === 'mine' ? (profile?.uuid ?? null) : null;
  const query = useInfiniteQuery({
    ...feedQueryOptions(activeTab, pathUser, langs, loggedIn),
    // Where the profile shapes the request (my items, my languages) wait for it: one fetch, not two.
    enabled: activeTab === 'user' || !!profile || (activeTab === 'all' && !(loggedIn && mineOnly)),
  });
  const queryClient = useQueryClient();
  const sentinel = useRef<HTMLDivElement>(null);
  const panel = useItemPanel();

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !query.hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !query.isFetchingNextPage) void query.fetchNextPage();
      },
      { rootMargin: '600px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [query.hasNextPage, query.isFetchingNextPage, query.fetchNextPage]); // eslint-disable-line react-hooks/exhaustive-deps

  const items = query.data?.pages.flat() ?? [];
  const shownAuthor =
    activeTab === 'user' ? items.map((i) => i.position).find(isPublication)?.author : undefined;
  const choose = (value: FeedTab) => {
    if (value === 'user') return setTab('user');
    const go = () => {
      setTab(value);
      // Leaving an author's tab forgets the author.
      if (author) setSearchParams((p) => (p.delete('author'), p), { replace: true });
    };
    if (value === 'all') go();
    else asMember(go)();
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          radius="xl"
          value={activeTab}
          onChange={(value) => choose(value as FeedTab)}
          data={[
            { value: 'all', label: t('tabs.all') },
            { value: 'subscriptions', label: t('tabs.subscriptions') },
            { value: 'mine', label: t('tabs.mine') },
            ...(author ? [{ value: 'user', label: shownAuthor?.nickname ?? t('tabs.user') }] : []),
          ]}
          data-testid="feed-tabs"
        />
        {loggedIn && learning.length > 0 && (
          <Switch
            checked={mineOnly}
            onChange={(e) => {
              setMineOnly(e.currentTarget.checked);
              writeUserSetting('feed-my-languages', e.currentTarget.checked);
            }}
            label={t('filter.my_languages', { langs: learning.map(languageName).join(', ') })}
            data-testid="feed-language-filter"
          />
        )}
      </Group>

      {query.isPending && <FeedSkeleton />}
      {query.isError && (
        <Card withBorder radius="lg" p="lg">
          <Group justify="space-between">
            <Text>{t('errors.load')}</Text>
            <Button variant="light" radius="xl" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
          </Group>
        </Card>
      )}
      {query.isSuccess && items.length === 0 && (
        <Card withBorder radius="lg" p="xl" data-testid="feed-empty">
          <Center>
            <Stack align="center" gap="xs">
              <IconMoodEmpty size={36} stroke={1.4} />
              <Text fw={600}>{t(`empty.${activeTab}.title`)}</Text>
              <Text c="dimmed" ta="center" maw={420}>
                {t(`empty.${activeTab}.text`)}
              </Text>
            </Stack>
          </Center>
        </Card>
      )}
      {items.map((item) => (
        <FeedCard
          key={`${item.pagination_uuid}${item.is_pinned ? '-pin' : ''}`}
          item={item}
          viewerUuid={profile?.uuid ?? null}
          onDeleted={() => void queryClient.invalidateQueries({ queryKey: feedKeys.lists })}
          onOpen={panel.open}
        />
      ))}
      {query.isFetchingNextPage && <FeedSkeleton count={1} />}
      <div ref={sentinel} />
      {query.isSuccess && items.length > 0 && !query.hasNextPage && (
        <Text c="dimmed" ta="center" size="sm" data-testid="feed-end">
          {t('end')}
        </Text>
      )}
    </Stack>
  );
}
