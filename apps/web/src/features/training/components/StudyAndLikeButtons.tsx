import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../shared/alerts/store';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { type MaterialKind, setSelectionLike, setStudy } from '../api/selections';
import { setVideoLike, setVideoStudy } from '../api/videos';

/** What differs between a compilation's and a video's buttons: the routes, test ids, look and alert. */
const KINDS = {
  selections: {
    setStudy,
    setLike: setSelectionLike,
    studyTestId: 'study',
    likeTestId: undefined,
    idleVariant: 'default',
    studyLabel: 'study',
    selectedKey: 'training:alerts.compilation_selected_for_learning',
  },
  videos: {
    setStudy: setVideoStudy,
    setLike: setVideoLike,
    studyTestId: 'video-study',
    likeTestId: 'video-like',
    idleVariant: 'filled',
    studyLabel: 'video.study',
    selectedKey: 'training:alerts.video_selected_for_learning',
  },
} as const;

interface Props {
  kind: MaterialKind;
  uuid: string;
  /** The member studies this material (selected_for_learning). */
  selected: boolean;
  liked: boolean;
  likes: number;
  /** Reloads the material after a change. */
  onChange: () => Promise<unknown>;
}

/**
 * A material's header actions: select it for learning (members only; an alert confirms the
 * selection) and like it (the count shows to all; guests see it disabled).
 */
export function StudyAndLikeButtons({ kind, uuid, selected, liked, likes, onChange }: Props) {
  const { t } = useTranslation('training');
  const loggedIn = useIsLoggedIn();
  const k = KINDS[kind];
  return (
    <>
      {loggedIn && (
        <Button
          variant={selected ? 'light' : k.idleVariant}
          data-testid={k.studyTestId}
          onClick={async () => {
            await k.setStudy(uuid, !selected);
            if (!selected) alerts.showAlert('learning', { messageKey: k.selectedKey, tone: 'success' });
            await onChange();
          }}
        >
          {t(selected ? 'studying' : k.studyLabel)}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={liked ? <IconHeartFilled size={16} color="var(--mantine-color-red-6)" /> : <IconHeart size={16} />}
        disabled={!loggedIn}
        onClick={async () => { await k.setLike(uuid, !liked); await onChange(); }}
        aria-label={t('like')}
        data-testid={k.likeTestId}
      >
        {likes}
      </Button>
    </>
  );
}
