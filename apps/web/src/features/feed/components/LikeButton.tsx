// A heart with its count; optimistic, guests get the call to register.
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeedLikeResult } from '@glossa/contract';
import { useOptimisticLike } from '../hooks/use-optimistic-like';
import { asMember } from '../lib/guest-call';

export function LikeButton(props: {
  liked: boolean;
  count: number;
  send(liked: boolean): Promise<FeedLikeResult>;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('feed');
  const like = useOptimisticLike({ liked: props.liked, count: props.count }, props.send);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color={like.liked ? 'red' : 'gray'}
        radius="xl"
        size={props.size === 'sm' ? 'md' : 'lg'}
        aria-pressed={like.liked}
        aria-label={like.liked ? t('actions.unlike') : t('actions.like')}
        onClick={asMember(() => void like.toggle())}
        data-testid="like-button"
      >
        {like.liked ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      </ActionIcon>
      <Text size="sm" c="dimmed" data-testid="like-count">
        {like.count}
      </Text>
    </Group>
  );
}
