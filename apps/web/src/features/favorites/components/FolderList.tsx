// The folder list without dragging: while the drag code loads, and while searching (a search shows
// some folders only, so their order cannot be changed there).
import { useTranslation } from 'react-i18next';
import type { FavoriteGroup } from '../types';
import { FolderRow } from './FolderRow';
import classes from './Folders.module.css';

export interface FolderListProps {
  folders: FavoriteGroup[];
  openId: number | null;
  onOpen(id: number): void;
  /** Moves the folder at index `from` to index `to`. */
  onReorder(from: number, to: number): void;
  onDeleted(id: number): void;
}

export function FolderList({ folders, openId, onOpen, onReorder, onDeleted, reorder }: FolderListProps & { reorder: boolean }) {
  const { t } = useTranslation('favorites');
  return (
    <ul className={classes.list} aria-label={t('folders.list')} data-testid="folder-list">
      {folders.map((folder, index) => (
        <FolderRow
          key={folder.id}
          folder={folder}
          active={openId === folder.id}
          onOpen={onOpen}
          menu={{
            folders,
            onStep: reorder ? (step) => onReorder(index, index + step) : undefined,
            canUp: index > 0,
            canDown: index < folders.length - 1,
            onDeleted: () => onDeleted(folder.id),
          }}
        />
      ))}
    </ul>
  );
}
