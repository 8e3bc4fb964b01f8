// The set_favorites_folder choice on the page (core.md §3): where the star saves, or ask each time.
import { useQuery } from '@tanstack/react-query';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getEveryGroup } from '../api/groups';
import { favoritesKeys } from '../api/keys';
import { byOrder } from '../lib/folders';
import { useStarFolder, writeStarFolder } from '../lib/star-folder';
import type { FavoriteGroup } from '../types';
import classes from './Folders.module.css';

export function StarFolderSetting({ folders }: { folders: FavoriteGroup[] }) {
  const { t } = useTranslation('favorites');
  const choice = useStarFolder();
  const every = useQuery({ queryKey: favoritesKeys.everyGroup, queryFn: ({ signal }) => getEveryGroup(signal) });
  const list = byOrder(every.data ?? folders);
  const main = list.find((g) => g.is_main);
  const value = !choice || choice.mode === 'ask' ? 'ask' : choice.mode === 'main' ? 'main' : String(choice.folderId);

  return (
    <label className={classes.starSetting}>
      <span className={classes.starLabel}>
        <IconStarFilled size={14} className={classes.starIcon} aria-hidden /> {t('setting.label')}
      </span>
      <select
        className={classes.select}
        value={value}
        onChange={(e) => {
          const v = e.currentTarget.value;
          writeStarFolder(v === 'ask' ? { mode: 'ask' } : v === 'main' ? { mode: 'main' } : { mode: 'folder', folderId: Number(v) });
        }}
        data-testid="star-folder-setting"
      >
        <option value="ask">{t('setting.ask')}</option>
        <option value="main">{main ? t('setting.main_named', { name: main.name }) : t('setting.main')}</option>
        {list
          .filter((g) => !g.is_main)
          .map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
      </select>
    </label>
  );
}
