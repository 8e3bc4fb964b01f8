// A correction on a check card (the add answer): the right translation of the word, or of the
// sentence. Sent at once (community.md §4); the server sends it for review and counts it as a no.
import { useEffect, useState } from 'react';
import { Button, Group, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/Popup';

export function CorrectionPopup({
  opened,
  kind,
  busy,
  error,
  onClose,
  onSend,
}: {
  opened: boolean;
  kind: 'word' | 'sentence';
  busy: boolean;
  error: string | null;
  onClose(): void;
  onSend(value: string): void;
}) {
  const { t } = useTranslation('tasks');
  const [value, setValue] = useState('');
  useEffect(() => {
    if (!opened) setValue('');
  }, [opened]);
  const label = kind === 'word' ? t('correction.word_label') : t('correction.sentence_label');
  return (
    <Popup opened={opened} onClose={onClose} title={t('correction.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (value.trim()) onSend(value.trim());
        }}
        data-testid="task-correction"
      >
        {kind === 'word' ? (
          <TextInput label={label} value={value} onChange={(e) => setValue(e.currentTarget.value)} maxLength={200} error={error} data-autofocus />
        ) : (
          <Textarea label={label} value={value} onChange={(e) => setValue(e.currentTarget.value)} maxLength={1000} autosize minRows={2} error={error} data-autofocus />
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" radius="xl" onClick={onClose}>
            {t('correction.cancel')}
          </Button>
          <Button type="submit" radius="xl" loading={busy} disabled={!value.trim()}>
            {t('correction.send')}
          </Button>
        </Group>
      </form>
    </Popup>
  );
}
