// Slot 'favorite-star' (core.md §2, §4, §7): on translations (result cards, the detail panel, the mini
// dictionary), sentences and machine translations. Optimistic: it fills at once and empties again
// if the server refuses. A guest is sent to /auth on mobile and to the Favorites route on desktop.
// Kept tiny because every result card renders it: the saving code and the folder question load on
// first hover, focus or click (star-actions.ts, FolderChoicePopup), and its texts are a namespace of
// their own (favorite-star) rather than the whole Favorites page's.
import { Suspense, lazy, useRef, useState } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRequireAuthAction } from '../../../shared/session/RequireAuth';
import type { FavoriteRefProp, FavoriteStarProps } from '../../../shared/slots/slots';
import { useIsMobile } from '../../../shared/ui/breakpoints';
import type { FolderChoice } from './FolderChoicePopup';
import classes from './FavoriteStar.module.css';

const loadActions = () => import('./star-actions');
const FolderChoicePopup = lazy(() => import('./FolderChoicePopup'));

type Shown = FavoriteRefProp | null;

export default function FavoriteStar({ target, place, size = 'sm' }: FavoriteStarProps) {
  const { t } = useTranslation('favorite-star');
  const queryClient = useQueryClient();
  const requireAuth = useRequireAuthAction();
  const mobile = useIsMobile();
  const known: Shown = target.favorite ?? null;
  // What this star shows after a click, until the host's data says something new.
  const [local, setLocal] = useState<{ basis: number | null; value: Shown } | null>(null);
  const basis = known?.id ?? null;
  const shown = local && local.basis === basis ? local.value : known;
  const busy = useRef(false);
  const [asking, setAsking] = useState<((choice: FolderChoice | null) => void) | null>(null);

  const preload = () => void loadActions();
  const toggle = () => {
    if (busy.current) return;
    busy.current = true;
    void loadActions()
      .then((m) =>
        m.toggleStar({
          queryClient,
          target,
          current: shown,
          show: (value) => setLocal({ basis, value }),
          askFolder: () => new Promise<FolderChoice | null>((resolve) => setAsking(() => resolve)),
        }),
      )
      .finally(() => {
        busy.current = false;
      });
  };

  const saved = shown !== null;
  const label = saved ? t('remove') : t('add');
  const iconSize = size === 'md' ? 20 : 18;
  return (
    <>
      <UnstyledButton
        className={classes.star}
        data-size={size}
        data-saved={saved || undefined}
        aria-pressed={saved}
        aria-label={label}
        title={label}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={requireAuth(toggle, { guestTo: mobile ? '/auth' : '/favorites' })}
        data-testid="favorite-star"
        data-place={place}
      >
        {saved ? <IconStarFilled size={iconSize} /> : <IconStar size={iconSize} stroke={1.8} />}
      </UnstyledButton>
      {asking && (
        <Suspense fallback={null}>
          <FolderChoicePopup
            onDone={(choice) => {
              asking(choice);
              setAsking(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
