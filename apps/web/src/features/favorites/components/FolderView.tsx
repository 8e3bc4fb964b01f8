// One folder: its name and counts, export (CSV, Anki), search and sort of its items, the items 10 at
// a time, and several selected at once to move, copy or delete.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { useMemo, useState } from 'react';
import { ActionIcon, Button, Checkbox, Loader, Menu, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconCards,
  IconCopy,
  IconDownload,
  IconFolderShare,
  IconSearch,
  IconStarFilled,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TIMINGS } from '@glossa/contract/constants';
import { TRAINING_LIMITS } from '@glossa/contract/training/constants';
import { alerts } from '../../../shared/alerts/store';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguagePair } from '../../../shared/reference/language-pair';
import { compilationPrefillLink } from '../../../shared/training/compilation-prefill';
import { downloadExport } from '../api/export';
import { getFolderForCompilation } from '../api/items';
import { useFolderItems } from '../hooks/use-folder-items';
import { useItemActions } from '../hooks/use-item-actions';
import { compilationFromFavorites } from '../lib/compilation';
import { folderCounts } from '../lib/counts';
import type { Favorite, FavoriteExportFormat, FavoriteGroup, ItemsView } from '../types';
import { ConfirmDeleteItems } from './ConfirmDeleteItems';
import { FavoriteItem } from './FavoriteItem';
import { FolderMenu } from './FolderMenu';
import { MoveCopyPopup } from './MoveCopyPopup';
import classes from './FolderView.module.css';

const SORTS = {
  'date-desc': { sortBy: 'date', sortOrder: 'desc' },
  'date-asc': { sortBy: 'date', sortOrder: 'asc' },
  'name-asc': { sortBy: 'name', sortOrder: 'asc' },
  'name-desc': { sortBy: 'name', sortOrder: 'desc' },
} as const;
type SortKey = keyof typeof SORTS;

type Dialog = { kind: 'move' | 'copy' | 'delete'; items: Favorite[] } | null;

export function FolderView({
  folder,
  folders,
  mobile,
  onBack,
  onDeleted,
}: {
  folder: FavoriteGroup;
  folders: FavoriteGroup[];
  mobile: boolean;
  onBack(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation('favorites');
  const [sort, setSort] = useState<SortKey>('date-desc');
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), TIMINGS.tooltipDebounceMs);
  const view: ItemsView = useMemo(() => ({ ...SORTS[sort], search }), [sort, search]);
  const { query, items, total } = useFolderItems(folder.id, view);
  const actions = useItemActions(folder.id);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState<FavoriteExportFormat | null>(null);
  const count = folder.translations_count + folder.sentences_count;
  const navigate = useNavigate();
  const to = useLocalePath();
  const pair = useLanguagePair(useCurrentLocale());
  const [compiling, setCompiling] = useState(false);

  // A new compilation from the chosen favorites (or the whole folder): the editor opens with their
  // words, the folder's name and the pair most of them share; nothing is saved before its Save.
  const makeCompilation = async (chosen: readonly Favorite[] | null) => {
    setCompiling(true);
    try {
      const source = chosen ?? (await getFolderForCompilation(folder.id, TRAINING_LIMITS.wordsMax));
      const prefill = compilationFromFavorites(source, folder.name, pair, TRAINING_LIMITS.wordsMax);
      if (!prefill?.words.length) {
        alerts.showAlert('favorite', { messageKey: 'favorites:compilation.none', tone: 'error' });
        return;
      }
      void navigate(to(compilationPrefillLink(prefill)));
    } catch {
      alerts.showAlert('favorite', { messageKey: 'favorites:errors.load_failed', tone: 'error' });
    } finally {
      setCompiling(false);
    }
  };

  // Only items on screen count as selected (a moved or deleted one drops out by itself).
  const selectedItems = items.filter((f) => selected.has(f.id));
  const allSelected = items.length > 0 && selectedItems.length === items.length;
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const exportAs = async (format: FavoriteExportFormat) => {
    setExporting(format);
    try {
      await downloadExport(folder.id, format, folder.name);
    } catch {
      alerts.showAlert('favorite', { messageKey: 'favorites:export.failed', tone: 'error' });
    } finally {
      setExporting(null);
    }
  };

  return (
    <section className={classes.view} aria-labelledby="folder-title" data-testid="folder-view">
      <header className={classes.head}>
        {mobile && (
          <ActionIcon variant="subtle" color="gray" radius="xl" size="lg" onClick={onBack} aria-label={t('folders.back')} data-testid="folder-back">
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <div className={classes.titleBox}>
          <h2 id="folder-title" className={classes.title} data-testid="folder-title">
            {folder.name}
            {folder.is_main && (
              <span className={classes.mainTag}>
                <IconStarFilled size={11} aria-hidden /> {t('folders.main')}
              </span>
            )}
          </h2>
          <p className={classes.counts} data-testid="folder-counts">
            {folderCounts(t, folder)}
          </p>
        </div>
        {mobile ? (
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            aria-label={t('compilation.from_folder')}
            disabled={folder.translations_count === 0 || compiling}
            onClick={() => void makeCompilation(null)}
            data-testid="folder-compilation"
          >
            {compiling ? <Loader size={14} /> : <IconCards size={17} />}
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            radius="xl"
            size="sm"
            leftSection={compiling ? <Loader size={14} /> : <IconCards size={16} />}
            disabled={folder.translations_count === 0 || compiling}
            onClick={() => void makeCompilation(null)}
            data-testid="folder-compilation"
          >
            {t('compilation.from_folder')}
          </Button>
        )}
        <Menu position="bottom-end" withinPortal shadow="md" radius="md">
          <Menu.Target>
            {mobile ? (
              <ActionIcon
                variant="default"
                radius="xl"
                size="lg"
                aria-label={t('export.button')}
                disabled={count === 0 || exporting !== null}
                data-testid="export-button"
              >
                {exporting ? <Loader size={14} /> : <IconDownload size={17} />}
              </ActionIcon>
            ) : (
              <Button
                variant="default"
                radius="xl"
                size="sm"
                leftSection={exporting ? <Loader size={14} /> : <IconDownload size={16} />}
                disabled={count === 0 || exporting !== null}
                data-testid="export-button"
              >
                {t('export.button')}
              </Button>
            )}
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void exportAs('csv')} data-testid="export-csv">
              <span className={classes.menuTitle}>{t('export.csv')}</span>
              <span className={classes.menuHint}>{t('export.csv_hint')}</span>
            </Menu.Item>
            <Menu.Item onClick={() => void exportAs('anki')} data-testid="export-anki">
              <span className={classes.menuTitle}>{t('export.anki')}</span>
              <span className={classes.menuHint}>{t('export.anki_hint')}</span>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <FolderMenu folder={folder} folders={folders} onDeleted={onDeleted} variant="header" />
      </header>

      {(count > 0 || search) && (
        <div className={classes.tools}>
          <TextInput
            size="sm"
            radius="xl"
            leftSection={<IconSearch size={15} />}
            placeholder={t('items.search')}
            aria-label={t('items.search')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            className={classes.search}
            data-testid="items-search"
          />
          <select
            className={classes.sort}
            value={sort}
            onChange={(e) => setSort(e.currentTarget.value as SortKey)}
            aria-label={t('sort.label')}
            data-testid="items-sort"
          >
            {(Object.keys(SORTS) as SortKey[]).map((key) => (
              <option key={key} value={key}>
                {t(`sort.${key}`)}
              </option>
            ))}
          </select>
        </div>
      )}

      {items.length > 0 && (
        <div className={classes.selectRow}>
          <Checkbox
            size="xs"
            checked={allSelected}
            indeterminate={selectedItems.length > 0 && !allSelected}
            onChange={(e) => setSelected(e.currentTarget.checked ? new Set(items.map((f) => f.id)) : new Set())}
            label={t('items.select_all')}
            data-testid="select-all"
          />
          {total !== null && <span className={classes.shown}>{t('items.shown', { shown: items.length, count: total })}</span>}
        </div>
      )}

      {query.isPending ? (
        <div className={classes.state}>
          <Loader size="sm" />
        </div>
      ) : query.isError ? (
        <div className={classes.state} role="alert">
          {t('errors.load_failed')}
          <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className={classes.empty} data-testid="folder-empty">
          <IconStarFilled size={28} className={classes.emptyIcon} aria-hidden />
          <p className={classes.emptyTitle}>{search ? t('items.no_match', { search }) : t('items.empty_title')}</p>
          {!search && <p className={classes.emptyText}>{t('items.empty_text')}</p>}
        </div>
      ) : (
        <ul className={classes.items} data-testid="favorite-items">
          {items.map((item) => (
            <FavoriteItem
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              onSelect={(on) => toggle(item.id, on)}
              onComment={(text) => actions.comment(item, text)}
              onAction={(kind) => setDialog({ kind, items: [item] })}
            />
          ))}
        </ul>
      )}

      {query.hasNextPage && (
        <Button
          variant="default"
          radius="xl"
          fullWidth
          mt="md"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          data-testid="more-items"
        >
          {t('items.more')}
        </Button>
      )}
      {!query.hasNextPage && items.length > 0 && query.data && query.data.pages.length > 1 && (
        <p className={classes.allLoaded} data-testid="all-loaded">
          {t('items.all_loaded')}
        </p>
      )}

      {selectedItems.length > 0 && (
        <div className={classes.selectionBar} role="toolbar" aria-label={t('items.selection')} data-testid="selection-bar">
          <span className={classes.selectionCount}>{t('items.selected', { count: selectedItems.length })}</span>
          <div className={classes.selectionActions}>
            <Button size="compact-sm" radius="xl" variant="light" leftSection={<IconCards size={15} />} loading={compiling} onClick={() => void makeCompilation(selectedItems)} data-testid="selection-compilation">
              {t('compilation.from_selection')}
            </Button>
            <Button size="compact-sm" radius="xl" variant="light" leftSection={<IconFolderShare size={15} />} onClick={() => setDialog({ kind: 'move', items: selectedItems })} data-testid="selection-move">
              {t('items.move')}
            </Button>
            <Button size="compact-sm" radius="xl" variant="light" leftSection={<IconCopy size={15} />} onClick={() => setDialog({ kind: 'copy', items: selectedItems })} data-testid="selection-copy">
              {t('items.copy')}
            </Button>
            <Button size="compact-sm" radius="xl" variant="light" color="red" leftSection={<IconTrash size={15} />} onClick={() => setDialog({ kind: 'delete', items: selectedItems })} data-testid="selection-delete">
              {t('items.delete')}
            </Button>
            <ActionIcon variant="subtle" color="gray" radius="xl" onClick={() => setSelected(new Set())} aria-label={t('items.clear_selection')}>
              <IconX size={16} />
            </ActionIcon>
          </div>
        </div>
      )}

      {dialog && dialog.kind !== 'delete' && (
        <MoveCopyPopup
          kind={dialog.kind}
          count={dialog.items.length}
          from={folder}
          folders={folders}
          onSubmit={async (target) => {
            await actions.transfer(dialog.kind as 'move' | 'copy', dialog.items, target.id, target.name);
            setSelected(new Set());
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteItems
          count={dialog.items.length}
          onConfirm={async () => {
            await actions.remove(dialog.items);
            setSelected(new Set());
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
