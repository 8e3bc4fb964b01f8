// Favorites (core.md §2 route `favorites`, login required): folders on the left, the open folder's
// items on the right (desktop); the folder list, then one folder, on mobile (?folder=<id> either
// way, so a folder can be linked and Back works). A guest is sent to /auth on mobile; on desktop the
// route shows a sign-in call (a guest's star leads here, core.md §2).
import { useEffect, useState } from 'react';
import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireAuth } from '../../../shared/session/RequireAuth';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { PAGE_WIDTH, useIsMobile } from '../../../shared/ui/breakpoints';
import { getEveryGroup } from '../api/groups';
import { favoritesKeys } from '../api/keys';
import { FolderView } from '../components/FolderView';
import { FoldersPanel } from '../components/FoldersPanel';
import { GuestCall } from '../components/GuestCall';
import { StarFolderSetting } from '../components/StarFolderSetting';
import { useFolders } from '../hooks/use-folders';
import classes from './FavoritesPage.module.css';

export default function FavoritesPage() {
  const loggedIn = useIsLoggedIn();
  const mobile = useIsMobile();
  if (!loggedIn) return mobile ? <RequireAuth /> : <GuestCall />;
  return <Favorites mobile={mobile} />;
}

function Favorites({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation('favorites');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const list = useFolders(search);
  const { folders, totals } = list;
  const requested = Number(params.get('folder'));
  const openId = Number.isInteger(requested) && requested > 0 ? requested : null;
  // Desktop always shows a folder: the one asked for, else the main one.
  const fallback = folders.find((g) => g.is_main) ?? folders[0] ?? null;
  // A folder beyond the loaded pages or outside the folder search is still opened.
  const missing = openId !== null && !list.query.isPending && !folders.some((g) => g.id === openId);
  const every = useQuery({ queryKey: favoritesKeys.everyGroup, queryFn: ({ signal }) => getEveryGroup(signal), enabled: missing });
  const open =
    folders.find((g) => g.id === openId) ?? every.data?.find((g) => g.id === openId) ?? (mobile || (missing && every.isPending) ? null : fallback);

  useEffect(() => {
    document.title = `${t('title')} · Glossa`;
  }, [t]);

  const select = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('folder');
    else next.set('folder', String(id));
    void setParams(next, { replace: !mobile });
  };

  const showList = !mobile || openId === null;
  const showFolder = open !== null && (!mobile || openId !== null);

  return (
    <Container size={PAGE_WIDTH} px={mobile ? 'sm' : 'md'} className={classes.page} data-testid="favorites-page">
      {showList && (
        <header className={classes.header}>
          <div>
            <h1 className={classes.title}>{t('title')}</h1>
            {totals && (
              <p className={classes.totals} data-testid="favorites-totals">
                {t('totals.translations', { count: totals.translations })} · {t('totals.sentences', { count: totals.sentences })}
              </p>
            )}
          </div>
          <StarFolderSetting folders={folders} />
        </header>
      )}
      <div className={classes.layout} data-mobile={mobile || undefined}>
        {showList && (
          <FoldersPanel list={list} search={search} onSearch={setSearch} openId={open?.id ?? null} onOpen={select} />
        )}
        {showFolder && open && (
          <FolderView key={open.id} folder={open} folders={folders} mobile={mobile} onBack={() => select(null)} onDeleted={() => select(null)} />
        )}
        {!showFolder && !mobile && !list.query.isPending && folders.length === 0 && !search && (
          <p className={classes.empty}>{t('folders.none')}</p>
        )}
      </div>
    </Container>
  );
}
