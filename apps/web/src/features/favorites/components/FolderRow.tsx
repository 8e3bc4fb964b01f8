// One folder in the list: its name, main mark and counts (opens it), a drag handle when the list can
// be reordered, and its menu.
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconFolder, IconFolderStar, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { folderCounts } from '../lib/counts';
import type { FavoriteGroup } from '../types';
import { FolderMenu, type FolderMenuProps } from './FolderMenu';
import classes from './Folders.module.css';

export interface FolderRowDrag {
  setNodeRef: Ref<HTMLLIElement>;
  style: CSSProperties;
  handleProps: HTMLAttributes<HTMLButtonElement>;
  setHandleRef?: Ref<HTMLButtonElement>;
  dragging: boolean;
}

export function FolderRow({
  folder,
  active,
  onOpen,
  drag,
  menu,
}: {
  folder: FavoriteGroup;
  active: boolean;
  onOpen(id: number): void;
  drag?: FolderRowDrag;
  menu: Omit<FolderMenuProps, 'folder'>;
}) {
  const { t } = useTranslation('favorites');
  const Icon = folder.is_main ? IconFolderStar : IconFolder;
  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      className={classes.row}
      data-active={active || undefined}
      data-dragging={drag?.dragging || undefined}
      data-testid="folder-row"
      data-folder-id={folder.id}
    >
      {drag && (
        <button
          type="button"
          ref={drag.setHandleRef}
          className={classes.handle}
          aria-label={t('folders.drag', { name: folder.name })}
          title={t('folders.drag_hint')}
          {...drag.handleProps}
          data-testid="folder-drag"
        >
          <IconGripVertical size={16} />
        </button>
      )}
      <UnstyledButton
        className={classes.open}
        onClick={() => onOpen(folder.id)}
        aria-current={active || undefined}
        data-testid="folder-open"
      >
        <Icon size={20} stroke={1.7} className={classes.icon} data-main={folder.is_main || undefined} aria-hidden />
        <span className={classes.nameBox}>
          <span className={classes.name} data-testid="folder-name">
            {folder.name}
          </span>
          <span className={classes.counts}>
            {folder.is_main && <span className={classes.mainTag}>{t('folders.main')}</span>}
            <span className={classes.countText}>{folderCounts(t, folder)}</span>
          </span>
        </span>
      </UnstyledButton>
      <FolderMenu folder={folder} {...menu} />
    </li>
  );
}
