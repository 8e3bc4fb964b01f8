// The notifications list (community.md §2 notifications panel; the page on mobile): filters all /
// unread / by group, 15 a page, mark all read, the way to the settings and the news.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Anchor, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTIFICATION_FILTERS, type NotificationFilter } from '@glossa/contract/notification-types';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { markAllRead, notificationsQueryOptions } from '../api/notifications';
import { useNotificationsLive } from '../state/live';
import { NotificationItem } from './NotificationItem';
import { NewsLink } from './NewsLink';

export function NotificationsPanel({ onNavigate, onSettings }: { onNavigate?: () => void; onSettings?: () => void }) {
  const { t } = useTranslation('notifications');
  const to = useLocalePath();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const query = useInfiniteQuery(notificationsQueryOptions(filter));
  const count = useNotificationsLive((s) => s.count);
  const [marking, setMarking] = useState(false);
  const items = query.data?.pages.flat() ?? [];

  const readAll = async () => {
    setMarking(true);
    try {
      await markAllRead();
    } finally {
      setMarking(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="notifications-panel">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <NativeSelect
          aria-label={t('filter_label')}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value as NotificationFilter)}
          data={NOTIFICATION_FILTERS.map((f) => ({ value: f, label: t(`filters.${f}`) }))}
          size="xs"
        />
        <Button size="xs" variant="subtle" onClick={() => void readAll()} loading={marking} disabled={count === 0} data-testid="mark-all-read">
          {t('mark_all_read')}
        </Button>
      </Group>
      {query.isPending ? (
        <Loader size="sm" mx="auto" />
      ) : query.isError ? (
        <Text size="sm" c="dimmed">
          {t('load_failed')}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {t(filter === 'unread' ? 'empty_unread' : 'empty')}
        </Text>
      ) : (
        <Stack gap={2}>
          {items.map((n) => (
            <NotificationItem key={n.uuid} notification={n} onOpen={onNavigate} />
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button variant="light" size="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t('show_more')}
        </Button>
      )}
      <Group justify="space-between">
        {onSettings ? (
          <Anchor component="button" size="sm" onClick={onSettings} data-testid="notification-settings-link">
            {t('settings_title')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={to('/notifications/settings')} size="sm" data-testid="notification-settings-link">
            {t('settings_title')}
          </Anchor>
        )}
        <NewsLink onNavigate={onNavigate} />
      </Group>
    </Stack>
  );
}
