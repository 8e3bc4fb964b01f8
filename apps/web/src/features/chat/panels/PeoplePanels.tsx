// The friends, friend requests and blocked users side panels (community.md §2) on desktop: the
// companions screen's lists, one per panel, with the same actions.
import { BlockedPanel } from '../components/companions/BlockedPanel';
import { FriendSection } from '../components/companions/FriendsPanel';
import { usePeopleActions } from '../hooks/use-people-actions';

const usePeople = usePeopleActions;

export function FriendsListPanel() {
  return <FriendSection kind="friends" actions={usePeople()} />;
}

export function FriendRequestsPanel() {
  const actions = usePeople();
  return (
    <>
      <FriendSection kind="incoming" actions={actions} />
      <FriendSection kind="outgoing" actions={actions} />
    </>
  );
}

export function BlockedUsersPanel() {
  return <BlockedPanel actions={usePeople()} />;
}
