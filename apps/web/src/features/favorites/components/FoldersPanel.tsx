// The folders: search (20 a page), new folder, the list (15 a page, "show more") reorderable by drag
// or by the menu's move up/down.
import { useEffect, useState, type ComponentType } from 'react';
import { Button, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolderPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@glossa/contract/constants';
import { useFolderActions } from '../hooks/use-folder-actions';
import type { useFolders } from '../hooks/use-folders';
import { FolderList, type FolderListProps } from './FolderList';
import { FolderNamePopup } from './FolderNamePopup';
import classes from './Folders.module.css';

// The drag code (@dnd-kit) is its own chunk, fetched beside the page (routes.tsx) so the list is
// sortable from its first paint: swapping the plain list for it later would remount the rows under
// the user's pointer (an open menu would close).
let SortableFolderList: ComponentType<FolderListProps> | null = null;
export function loadSortableFolderList(): Promise<void> {
  return import('./SortableFolderList').then((m) => {
    SortableFolderList = m.default;
  });
}

export function FoldersPanel({
  list,
  search,
  onSearch,
  openId,
  onOpen,
}: {
  list: ReturnType<typeof useFolders>;
  search: string;
  onSearch(value: string): void;
  openId: number | null;
  onOpen(id: number | null): void;
}) {
  const { t } = useTranslation('favorites');
  const actions = useFolderActions();
  const [creating, setCreating] = useState(false);
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed, TIMINGS.tooltipDebounceMs);
  useEffect(() => {
    if (debounced !== search) onSearch(debounced);
  }, [debounced, onSearch, search]);
  const { query, folders } = list;
  const [Sortable, setSortable] = useState(() => SortableFolderList);
  useEffect(() => {
    if (!Sortable) void loadSortableFolderList().then(() => setSortable(() => SortableFolderList));
  }, [Sortable]);
  const searching = search.trim() !== '';

  const listProps = {
    folders,
    openId,
    onOpen,
    onReorder: (from: number, to: number) => void actions.reorder(folders, from, to),
    onDeleted: (id: number) => {
      if (id === openId) onOpen(null);
    },
  };

  return (
    <aside className={classes.panel} aria-label={t('folders.title')} data-testid="folders-panel">
      <div className={classes.panelHead}>
        <h2 className={classes.panelTitle}>{t('folders.title')}</h2>
        <Button
          size="compact-sm"
          radius="xl"
          variant="light"
          leftSection={<IconFolderPlus size={15} />}
          onClick={() => setCreating(true)}
          data-testid="new-folder"
        >
          {t('folders.new')}
        </Button>
      </div>
      <TextInput
        size="sm"
        radius="xl"
        leftSection={<IconSearch size={15} />}
        placeholder={t('folders.search')}
        aria-label={t('folders.search')}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        className={classes.search}
        data-testid="folder-search"
      />
      {query.isPending ? (
        <Loader size="sm" m="md" />
      ) : query.isError ? (
        <p className={classes.note} role="alert">
          {t('errors.load_failed')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </p>
      ) : folders.length === 0 ? (
        <p className={classes.note}>{searching ? t('folders.no_match') : t('folders.none')}</p>
      ) : searching || folders.length < 2 ? (
        <FolderList {...listProps} reorder={!searching && folders.length > 1} />
      ) : Sortable ? (
        <Sortable {...listProps} />
      ) : (
        <FolderList {...listProps} reorder />
      )}
      {query.hasNextPage && (
        <Button
          variant="subtle"
          size="sm"
          fullWidth
          mt={6}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          data-testid="more-folders"
        >
          {t('folders.more')}
        </Button>
      )}
      {creating && (
        <FolderNamePopup
          opened
          mode="create"
          onSubmit={async (name) => {
            const group = await actions.create(name);
            onOpen(group.id);
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </aside>
  );
}
