// Follow or unfollow an author (the subscriptions tab shows what they publish).
import { Button } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedKeys } from '../api/keys';
import { followCountersQueryOptions, setFollow } from '../api/social';
import { asMember } from '../lib/guest-call';

export function FollowButton({ uuid }: { uuid: string }) {
  const { t } = useTranslation('feed');
  const queryClient = useQueryClient();
  const counters = useQuery(followCountersQueryOptions(uuid));
  const [busy, setBusy] = useState(false);
  const following = counters.data?.is_subscribed ?? false;
  async function toggle() {
    setBusy(true);
    try {
      await setFollow(uuid, !following);
      await queryClient.invalidateQueries({ queryKey: feedKeys.follow(uuid) });
      void queryClient.invalidateQueries({ queryKey: feedKeys.lists });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      size="xs"
      radius="xl"
      variant={following ? 'default' : 'light'}
      loading={busy}
      leftSection={following ? <IconUserCheck size={16} /> : <IconUserPlus size={16} />}
      onClick={asMember(() => void toggle())}
      data-testid="follow-button"
    >
      {following ? t('follow.following') : t('follow.follow')} · {counters.data?.subscribers_count ?? 0}
    </Button>
  );
}
