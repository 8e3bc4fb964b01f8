// Friends and friend requests (community.md §4 Friendship: request, cancel, accept, decline,
// delete), 20 a page each.
import '@mantine/core/styles/Badge.css';
import { ActionIcon, Badge, Button, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Friend } from '@glossa/contract';
import { friendsQueryOptions, type FriendList } from '../../api/get-friends';
import type { PeopleActions } from '../../hooks/use-people-actions';
import { useIsMobile } from '../../../../shared/ui/breakpoints';
import { UserAvatar } from '../UserAvatar';
import { Link } from 'react-router';
import { useLocalePath } from '../../../../shared/i18n/use-locale-path';
import classes from './Companions.module.css';

function Row({ friend, kind, actions }: { friend: Friend; kind: FriendList; actions: PeopleActions }) {
  const { t } = useTranslation('chat');
  const busy = actions.busy === friend.uuid;
  const mobile = useIsMobile();
  const to = useLocalePath();
  return (
    <div className={classes.row} data-testid={`${kind}-row`} data-uuid={friend.uuid}>
      <UserAvatar name={friend.nickname} src={friend.avatar} size={40} />
      <span className={classes.rowName}>
        {friend.nickname ? (
          <Link to={to(`/profile/${encodeURIComponent(friend.nickname)}`)} style={{ color: 'inherit' }}>
            {friend.nickname}
          </Link>
        ) : (
          t('common.deleted_user')
        )}
      </span>
      {kind === 'incoming' && (
        <>
          <Button size="xs" loading={busy} onClick={() => void actions.friend(friend.uuid, 'accept')} data-testid="incoming-accept">
            {t('friends.accept')}
          </Button>
          <Button size="xs" variant="default" disabled={busy} onClick={() => void actions.friend(friend.uuid, 'decline')} data-testid="incoming-decline">
            {t('friends.decline')}
          </Button>
        </>
      )}
      {kind === 'outgoing' && (
        <Button size="xs" variant="default" loading={busy} onClick={() => void actions.friend(friend.uuid, 'cancel')}>
          {t('friends.cancel_short')}
        </Button>
      )}
      {kind === 'friends' && (
        <>
          {mobile ? (
            <ActionIcon size="lg" variant="light" radius="xl" disabled={busy} onClick={() => void actions.write(friend.uuid)} aria-label={t('friends.write')}>
              <IconMessageCircle size={18} />
            </ActionIcon>
          ) : (
            <Button size="xs" variant="light" leftSection={<IconMessageCircle size={16} />} disabled={busy} onClick={() => void actions.write(friend.uuid)}>
              {t('friends.write')}
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" loading={busy} onClick={() => void actions.friend(friend.uuid, 'remove')}>
            {t('friends.remove_short')}
          </Button>
        </>
      )}
    </div>
  );
}

export function FriendSection({ kind, actions, hideWhenEmpty }: { kind: FriendList; actions: PeopleActions; hideWhenEmpty?: boolean }) {
  const { t } = useTranslation('companions');
  const query = useInfiniteQuery(friendsQueryOptions(kind));
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  if (hideWhenEmpty && query.isSuccess && rows.length === 0) return null;
  return (
    <section className={classes.section} data-testid={`friends-section-${kind}`}>
      <Title order={2} size="h4" mb="xs">
        {t(`friends.${kind}`)}
        {total > 0 && (
          <Badge ml={8} variant="light" radius="xl" style={{ verticalAlign: 'middle' }}>
            {total}
          </Badge>
        )}
      </Title>
      {query.isError && <Text c="dimmed">{t('friends.failed')}</Text>}
      {query.isSuccess && rows.length === 0 && <Text c="dimmed">{t(`friends.${kind}_empty`)}</Text>}
      {rows.map((friend) => (
        <Row key={friend.uuid} friend={friend} kind={kind} actions={actions} />
      ))}
      {query.hasNextPage && (
        <Button variant="subtle" mt="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t('results.more')}
        </Button>
      )}
    </section>
  );
}

export function FriendsPanel({ actions }: { actions: PeopleActions }) {
  return (
    <>
      <FriendSection kind="incoming" actions={actions} />
      <FriendSection kind="friends" actions={actions} />
      <FriendSection kind="outgoing" actions={actions} hideWhenEmpty />
    </>
  );
}
