// A comment's or answer's text with its edit form. Edits are optimistic: the new text shows at once
// and the old one comes back when the server refuses it (community.md §4, §8).
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function useOptimisticEdit(initial: string, send: (next: string) => Promise<unknown>) {
  const [shown, setShown] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  async function save(next: string) {
    const before = shown;
    setShown(next);
    setEditing(null);
    try {
      await send(next);
    } catch {
      setShown(before);
    }
  }
  return { shown, editing, setEditing, save, start: () => setEditing(shown) };
}

export function EditableText({
  edit,
  maxLength,
  testId,
}: {
  edit: ReturnType<typeof useOptimisticEdit>;
  maxLength: number;
  testId: string;
}) {
  const { t } = useTranslation('feed');
  const { shown, editing, setEditing, save } = edit;
  if (editing === null) {
    return (
      <Text mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={testId}>
        {shown}
      </Text>
    );
  }
  return (
    <Stack gap={6} mt={6}>
      <Textarea
        value={editing}
        onChange={(e) => setEditing(e.currentTarget.value)}
        autosize
        maxLength={maxLength}
      />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={() => setEditing(null)}>
          {t('actions.cancel')}
        </Button>
        <Button size="xs" disabled={!editing.trim()} onClick={() => void save(editing)}>
          {t('actions.save')}
        </Button>
      </Group>
    </Stack>
  );
}
