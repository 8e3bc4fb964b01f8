// The folder question of the star (set_favorites_folder, core.md §3): asked the first time a star is
// used, or every time if the user wants. One of the folders or a new one; "always save here"
// remembers the answer (changeable on the Favorites page).
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Loader, TextInput } from '@mantine/core';
import { IconFolderPlus, IconStarFilled } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/Popup';
import { createGroup, getEveryGroup } from '../api/groups';
import { favoritesKeys } from '../api/keys';
import { byOrder } from '../lib/folders';
import { folderErrorKey } from '../lib/errors';
import classes from './FolderChoice.module.css';

export interface FolderChoice {
  folderId: number;
  name: string;
  isMain: boolean;
  /** Save there from now on without asking. */
  remember: boolean;
}

const NEW = 'new';

export default function FolderChoicePopup({ onDone }: { onDone(choice: FolderChoice | null): void }) {
  const { t } = useTranslation('favorites');
  const queryClient = useQueryClient();
  const folders = useQuery({ queryKey: favoritesKeys.everyGroup, queryFn: ({ signal }) => getEveryGroup(signal) });
  const list = byOrder(folders.data ?? []);
  const [picked, setPicked] = useState<number | typeof NEW | null>(null);
  const [name, setName] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const selected = picked ?? list.find((g) => g.is_main)?.id ?? list[0]?.id ?? NEW;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (selected !== NEW) {
      const folder = list.find((g) => g.id === selected);
      if (folder) onDone({ folderId: folder.id, name: folder.name, isMain: folder.is_main, remember });
      return;
    }
    if (!name.trim()) {
      setError(t('errors.name_required'));
      return;
    }
    setSaving(true);
    try {
      const folder = await createGroup(name.trim());
      void queryClient.invalidateQueries({ queryKey: favoritesKeys.all });
      onDone({ folderId: folder.id, name: folder.name, isMain: folder.is_main, remember });
    } catch (err) {
      setError(t(folderErrorKey(err)));
      setSaving(false);
    }
  };

  return (
    <Popup opened onClose={() => onDone(null)} title={t('choice.title')}>
      <form onSubmit={(e) => void submit(e)} data-testid="folder-choice" data-no-selection-tooltip>
        <p className={classes.lead}>{t('choice.text')}</p>
        {folders.isPending ? (
          <Loader size="sm" my="md" />
        ) : (
          <div role="radiogroup" aria-label={t('choice.folders')} className={classes.options}>
            {list.map((g) => (
              <label key={g.id} className={classes.option} data-checked={selected === g.id || undefined}>
                <input
                  type="radio"
                  name="star-folder"
                  value={g.id}
                  checked={selected === g.id}
                  onChange={() => setPicked(g.id)}
                />
                <span className={classes.optionName}>{g.name}</span>
                {g.is_main && (
                  <span className={classes.main}>
                    <IconStarFilled size={11} aria-hidden /> {t('folders.main')}
                  </span>
                )}
                <span className={classes.count}>{t('folders.items', { count: g.translations_count + g.sentences_count })}</span>
              </label>
            ))}
            <label className={classes.option} data-checked={selected === NEW || undefined}>
              <input type="radio" name="star-folder" value={NEW} checked={selected === NEW} onChange={() => setPicked(NEW)} />
              <IconFolderPlus size={16} aria-hidden className={classes.newIcon} />
              <span className={classes.optionName}>{t('choice.new_folder')}</span>
            </label>
            {selected === NEW && (
              <TextInput
                autoFocus
                aria-label={t('folders.name_label')}
                placeholder={t('folders.name_placeholder')}
                value={name}
                maxLength={100}
                onChange={(e) => {
                  setName(e.currentTarget.value);
                  setError(null);
                }}
                error={error}
                className={classes.newName}
                data-testid="folder-choice-name"
              />
            )}
          </div>
        )}
        <Checkbox
          mt="md"
          checked={remember}
          onChange={(e) => setRemember(e.currentTarget.checked)}
          label={t('choice.remember')}
          description={t('choice.remember_hint')}
        />
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" radius="xl" onClick={() => onDone(null)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" radius="xl" loading={saving} disabled={folders.isPending} data-testid="folder-choice-save">
            {t('choice.save')}
          </Button>
        </Group>
      </form>
    </Popup>
  );
}
