// Pin and unpin for moderators and admins (community.md §4 Pin): one pinned item at a time; another
// pinned item answers FEED_POSITION_ALREADY_PINNED, shown as feed_position_already_pinned_error;
// other failures show server_error_title (§8). The feed lists reload after a change.
import { useQueryClient } from '@tanstack/react-query';
import { alerts } from '../../../shared/alerts/store';
import { isApiError } from '../../../shared/api';
import { useProfile } from '../../../shared/session/profile';
import { feedKeys } from '../api/keys';
import { setPin } from '../api/social';

export function usePin(): ((uuid: string, on: boolean) => Promise<void>) | null {
  const role = useProfile().data?.role;
  const queryClient = useQueryClient();
  if (role !== 'moderator' && role !== 'admin') return null;
  return async (uuid, on) => {
    try {
      await setPin(uuid, on);
      alerts.showAlert('detail', {
        messageKey: on ? 'feed:pin.pinned' : 'feed:pin.unpinned',
        tone: 'success',
      });
    } catch (err) {
      const key =
        isApiError(err) && err.code === 'FEED_POSITION_ALREADY_PINNED'
          ? 'feed:pin.already_pinned'
          : 'common:server_error_title';
      alerts.showAlert('detail', { messageKey: key, tone: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: feedKeys.lists });
  };
}
