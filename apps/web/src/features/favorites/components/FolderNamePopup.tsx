// Naming a folder: new or renamed. 1-100 characters on one line; a name the user already has (in any
// case) is refused by the server with FAVORITE_GROUP_UNIQUE_EXCEPTION -> error_folder_exists.
import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/Popup';
import { folderErrorKey } from '../lib/errors';

export const FOLDER_NAME_MAX = 100;

export function FolderNamePopup({
  opened,
  initial = '',
  mode,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  initial?: string;
  mode: 'create' | 'rename';
  /** Rejects with the server's error to show it. */
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation('favorites');
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) {
      setError(t('errors.name_required'));
      return;
    }
    if (mode === 'rename' && value === initial) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(value);
      onClose();
    } catch (err) {
      setError(t(folderErrorKey(err)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Popup opened={opened} onClose={onClose} title={mode === 'create' ? t('folders.new_title') : t('folders.rename_title')}>
      <form onSubmit={(e) => void submit(e)} data-testid="folder-name-form" data-no-selection-tooltip>
        <TextInput
          data-autofocus
          label={t('folders.name_label')}
          placeholder={t('folders.name_placeholder')}
          value={name}
          maxLength={FOLDER_NAME_MAX}
          onChange={(e) => {
            setName(e.currentTarget.value.replace(/[\r\n]+/g, ' '));
            setError(null);
          }}
          error={error}
          description={t('folders.name_hint', { count: FOLDER_NAME_MAX - name.length })}
          data-testid="folder-name-input"
        />
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" radius="xl" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" radius="xl" loading={saving} data-testid="folder-name-save">
            {mode === 'create' ? t('folders.create') : t('actions.save')}
          </Button>
        </Group>
      </form>
    </Popup>
  );
}
