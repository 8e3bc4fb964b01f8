// Moving or copying favorites into another folder (POST /favorites/move | /copy): any folder but the
// one they are in. The answer's group_modified updates the counts of both.
import { useState } from 'react';
import { Button, Group, Loader } from '@mantine/core';
import { IconFolder, IconFolderStar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/Popup';
import { getEveryGroup } from '../api/groups';
import { favoritesKeys } from '../api/keys';
import { byOrder } from '../lib/folders';
import type { FavoriteGroup } from '../types';
import choiceClasses from './FolderChoice.module.css';
import classes from './Folders.module.css';

export function MoveCopyPopup({
  kind,
  count,
  from,
  folders,
  onSubmit,
  onClose,
}: {
  kind: 'move' | 'copy';
  count: number;
  from: FavoriteGroup;
  folders: FavoriteGroup[];
  onSubmit(target: FavoriteGroup): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation('favorites');
  const every = useQuery({ queryKey: favoritesKeys.everyGroup, queryFn: ({ signal }) => getEveryGroup(signal) });
  const targets = byOrder(every.data ?? folders).filter((g) => g.id !== from.id);
  const [picked, setPicked] = useState<number | null>(null);
  const target = targets.find((g) => g.id === picked) ?? null;
  const [busy, setBusy] = useState(false);

  return (
    <Popup opened onClose={onClose} title={t(kind === 'move' ? 'transfer.move_title' : 'transfer.copy_title', { count })}>
      <div data-testid="transfer-popup" data-no-selection-tooltip>
        {every.isPending && targets.length === 0 ? (
          <Loader size="sm" />
        ) : targets.length === 0 ? (
          <p className={classes.popupText}>{t('transfer.no_targets')}</p>
        ) : (
          <div role="radiogroup" aria-label={t('transfer.target')} className={choiceClasses.options}>
            {targets.map((g) => {
              const Icon = g.is_main ? IconFolderStar : IconFolder;
              return (
                <label key={g.id} className={choiceClasses.option} data-checked={picked === g.id || undefined}>
                  <input type="radio" name="transfer-target" checked={picked === g.id} onChange={() => setPicked(g.id)} />
                  <Icon size={17} stroke={1.7} aria-hidden />
                  <span className={choiceClasses.optionName}>{g.name}</span>
                  <span className={choiceClasses.count}>{t('folders.items', { count: g.translations_count + g.sentences_count })}</span>
                </label>
              );
            })}
          </div>
        )}
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" radius="xl" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            radius="xl"
            disabled={!target}
            loading={busy}
            data-testid="transfer-confirm"
            onClick={() => {
              if (!target) return;
              setBusy(true);
              onSubmit(target).then(onClose, () => setBusy(false));
            }}
          >
            {t(kind === 'move' ? 'items.move' : 'items.copy')}
          </Button>
        </Group>
      </div>
    </Popup>
  );
}
