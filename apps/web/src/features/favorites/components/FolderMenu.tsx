// A folder's actions: rename, make main, move up or down (the keyboard- and touch-friendly way to
// reorder, beside dragging), delete. Owns its popups.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconDotsVertical,
  IconPencil,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../shared/alerts/store';
import { useFolderActions } from '../hooks/use-folder-actions';
import { folderErrorKey } from '../lib/errors';
import type { FavoriteGroup } from '../types';
import { DeleteFolderPopup } from './DeleteFolderPopup';
import { FolderNamePopup } from './FolderNamePopup';

export interface FolderMenuProps {
  folder: FavoriteGroup;
  folders: FavoriteGroup[];
  /** Moves the folder one place up (-1) or down (+1); absent when the list cannot be reordered now. */
  onStep?: (step: -1 | 1) => void;
  canUp?: boolean;
  canDown?: boolean;
  onDeleted?(): void;
  variant?: 'row' | 'header';
}

export function FolderMenu({ folder, folders, onStep, canUp, canDown, onDeleted, variant = 'row' }: FolderMenuProps) {
  const { t } = useTranslation('favorites');
  const actions = useFolderActions();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);

  const makeMain = () =>
    actions.makeMain(folder.id).catch((error: unknown) => {
      alerts.showAlert('favorite', { messageKey: `favorites:${folderErrorKey(error)}`, tone: 'error' });
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" radius="md">
        <Menu.Target>
          <ActionIcon
            variant={variant === 'header' ? 'default' : 'subtle'}
            color="gray"
            radius="xl"
            size={variant === 'header' ? 'lg' : 'md'}
            aria-label={t('folders.actions', { name: folder.name })}
            data-testid="folder-menu"
          >
            <IconDotsVertical size={17} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown data-no-selection-tooltip>
          <Menu.Item leftSection={<IconPencil size={15} />} onClick={() => setDialog('rename')}>
            {t('folders.rename')}
          </Menu.Item>
          {!folder.is_main && (
            <Menu.Item leftSection={<IconStar size={15} />} onClick={() => void makeMain()}>
              {t('folders.make_main')}
            </Menu.Item>
          )}
          {onStep && (
            <>
              <Menu.Item leftSection={<IconArrowUp size={15} />} disabled={!canUp} onClick={() => onStep(-1)}>
                {t('folders.move_up')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowDown size={15} />} disabled={!canDown} onClick={() => onStep(1)}>
                {t('folders.move_down')}
              </Menu.Item>
            </>
          )}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={15} />} onClick={() => setDialog('delete')}>
            {t('folders.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'rename' && (
        <FolderNamePopup
          opened
          mode="rename"
          initial={folder.name}
          onSubmit={(name) => actions.rename(folder.id, name)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <DeleteFolderPopup
          folder={folder}
          folders={folders}
          onDelete={async (moveTo) => {
            await actions.remove(folder, moveTo);
            onDeleted?.();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
