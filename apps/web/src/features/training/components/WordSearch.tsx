// Search the dictionary for translation unions of the selection's pair and add them.
import { Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchTranslations, type LightTranslation } from '../api/selections';

interface Props {
  langFrom: string;
  langTo: string;
  has(id: number): boolean;
  onAdd(t: LightTranslation): void;
}

export function WordSearch({ langFrom, langTo, has, onAdd }: Props) {
  const { t } = useTranslation('training');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const found = useQuery({
    queryKey: ['training', 'word-search', langFrom, langTo, search],
    queryFn: ({ signal }) => searchTranslations(langFrom, langTo, search, signal),
    enabled: search.length > 0,
  });
  return (
    <Stack gap="xs">
      <TextInput label={t('editor.search_words')} placeholder={t('editor.search_hint')} value={text} onChange={(e) => setText(e.currentTarget.value)} rightSection={found.isFetching ? <Loader size="xs" /> : null} data-testid="word-search" />
      {found.data && !found.data.length && <Text size="sm" c="dimmed">{t('editor.no_words')}</Text>}
      {found.data?.map((tr) => (
        <Paper key={tr.id} withBorder radius="md" p="xs" data-testid="word-result">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              <b>{tr.primary_word.name}</b> — {tr.translation_word.name}
            </Text>
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} disabled={has(tr.id)} onClick={() => onAdd(tr)} data-testid="add-word">
              {has(tr.id) ? t('editor.added') : t('editor.add')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
