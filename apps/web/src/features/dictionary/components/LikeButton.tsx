// Like a translation: optimistic with rollback (api/like-translation.ts, fetched when the pointer
// or focus reaches the button); a guest is sent to sign in and comes back here afterwards.
import { UnstyledButton } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRequireAuthAction } from '../../../shared/session/RequireAuth';
import classes from './Word.module.css';

const loadLike = () => import('../api/like-translation');

export interface LikeButtonProps {
  id: number;
  liked: boolean;
  count: number;
}

export function LikeButton({ id, liked, count }: LikeButtonProps) {
  const { t } = useTranslation('dictionary');
  const queryClient = useQueryClient();
  const requireAuth = useRequireAuthAction();
  const preload = () => void loadLike();

  return (
    <UnstyledButton
      className={classes.like}
      data-liked={liked || undefined}
      aria-pressed={liked}
      aria-label={liked ? t('like.unlike') : t('like.like')}
      title={liked ? t('like.unlike') : t('like.like')}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={requireAuth(() => void loadLike().then((m) => m.likeTranslation(queryClient, id, !liked)))}
      data-testid="like-button"
    >
      {liked ? <IconHeartFilled size={18} /> : <IconHeart size={18} stroke={1.8} />}
      <span className={classes.likeCount} data-testid="like-count">
        {count}
      </span>
    </UnstyledButton>
  );
}
