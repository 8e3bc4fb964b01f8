// The users the viewer blocked (community.md §2 "blocked users"), 20 a page, each with Unblock.
import { Button, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { blockedQueryOptions } from '../../api/blocking';
import type { PeopleActions } from '../../hooks/use-people-actions';
import { UserAvatar } from '../UserAvatar';
import classes from './Companions.module.css';

export function BlockedPanel({ actions }: { actions: PeopleActions }) {
  const { t } = useTranslation(['companions', 'chat']);
  const query = useInfiniteQuery(blockedQueryOptions());
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section className={classes.section} data-testid="blocked-list">
      <Text c="dimmed" size="sm" mb="xs">
        {t('companions:blocked.hint')}
      </Text>
      {query.isError && <Text c="dimmed">{t('companions:friends.failed')}</Text>}
      {query.isSuccess && rows.length === 0 && <Text c="dimmed">{t('companions:blocked.empty')}</Text>}
      {rows.map((user) => (
        <div key={user.uuid} className={classes.row} data-testid="blocked-row">
          <UserAvatar name={user.nickname} src={user.avatar} size={40} />
          <span className={classes.rowName}>{user.nickname ?? t('chat:common.deleted_user')}</span>
          <Button size="xs" variant="default" loading={actions.busy === user.uuid} onClick={() => void actions.unblock(user.uuid)} data-testid="unblock">
            {t('chat:actions.unblock')}
          </Button>
        </div>
      ))}
      {query.hasNextPage && (
        <Button variant="subtle" mt="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t('companions:results.more')}
        </Button>
      )}
    </section>
  );
}
