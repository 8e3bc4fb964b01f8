// Deleting a folder, confirmed: its items are deleted with it, or moved into another folder first
// (DELETE /favorites/group/{id}?move_to=). The last folder can be deleted too: the next visit makes a
// new main folder.
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/Popup';
import { getEveryGroup } from '../api/groups';
import { favoritesKeys } from '../api/keys';
import { folderErrorKey } from '../lib/errors';
import { byOrder } from '../lib/folders';
import type { FavoriteGroup } from '../types';
import classes from './Folders.module.css';

export function DeleteFolderPopup({
  folder,
  folders,
  onDelete,
  onClose,
}: {
  folder: FavoriteGroup;
  /** The folders on the page (the choices until all of them are loaded). */
  folders: FavoriteGroup[];
  onDelete(moveTo?: number): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation('favorites');
  // The page may hold only the first folders: the choices are all of them.
  const every = useQuery({ queryKey: favoritesKeys.everyGroup, queryFn: ({ signal }) => getEveryGroup(signal) });
  const others = byOrder(every.data ?? folders).filter((g) => g.id !== folder.id);
  const count = folder.translations_count + folder.sentences_count;
  const [mode, setMode] = useState<'delete' | 'move'>('delete');
  const [picked, setPicked] = useState<number | null>(null);
  const target = picked ?? others.find((g) => g.is_main)?.id ?? others[0]?.id ?? null;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDelete(mode === 'move' && target !== null ? target : undefined);
      onClose();
    } catch (err) {
      setError(t(folderErrorKey(err)));
      setBusy(false);
    }
  };

  return (
    <Popup opened onClose={onClose} title={t('delete.title', { name: folder.name })}>
      <div data-testid="delete-folder" data-no-selection-tooltip>
        {count === 0 ? (
          <p className={classes.popupText}>{t('delete.empty')}</p>
        ) : (
          <>
            <p className={classes.popupText}>{t('delete.text', { count })}</p>
            <div role="radiogroup" aria-label={t('delete.what')} className={classes.choices}>
              <label className={classes.choice} data-checked={mode === 'delete' || undefined}>
                <input type="radio" name="delete-mode" checked={mode === 'delete'} onChange={() => setMode('delete')} />
                {t('delete.delete_items')}
              </label>
              <label className={classes.choice} data-checked={mode === 'move' || undefined} data-disabled={others.length === 0 || undefined}>
                <input
                  type="radio"
                  name="delete-mode"
                  checked={mode === 'move'}
                  disabled={others.length === 0}
                  onChange={() => setMode('move')}
                />
                {t('delete.move_items')}
              </label>
              {mode === 'move' && (
                <select
                  className={classes.select}
                  value={target ?? ''}
                  onChange={(e) => setPicked(Number(e.currentTarget.value))}
                  aria-label={t('delete.move_to')}
                  data-testid="delete-move-to"
                >
                  {others.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
                    </option>
                  ))}
                </select>
              )}
            </div>
          </>
        )}
        {folder.is_main && others.length > 0 && <p className={classes.popupHint}>{t('delete.main_hint')}</p>}
        {error && (
          <p className={classes.error} role="alert">
            {error}
          </p>
        )}
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" radius="xl" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" radius="xl" loading={busy} onClick={() => void confirm()} data-testid="delete-folder-confirm">
            {t('delete.confirm')}
          </Button>
        </Group>
      </div>
    </Popup>
  );
}
