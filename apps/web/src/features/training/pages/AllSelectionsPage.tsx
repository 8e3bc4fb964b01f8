// Selection search (community.md §2 all_selections, §5 filters): name, words, languages,
// complexity, subjects and words range; other members' public compilations and my own, a page at a
// time after the last one shown (previous_uuid).
import { Button, Container, Group, RangeSlider, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECTION_COMPLEXITIES, TRAINING_LIMITS } from '@glossa/contract/training/constants';
import { PAGE_WIDTH } from '../../../shared/ui/breakpoints';
import { searchQueryOptions, type SearchParams } from '../api/selections';
import { MoreButton } from '../components/MoreButton';
import { SelectionGrid } from '../components/SelectionGrid';
import { SubjectsSelect } from '../components/SubjectsSelect';

export default function AllSelectionsPage() {
  const { t } = useTranslation('training');
  useDocumentTitle(`${t('search.title')} · Glossa`);
  const [draft, setDraft] = useState({
    name: '',
    words: '',
    from: '',
    to: '',
    complexity: 'all',
    subjects: [] as string[],
    range: [TRAINING_LIMITS.wordsRangeMin, TRAINING_LIMITS.wordsRangeMax] as [number, number],
  });
  const [query, setQuery] = useState<SearchParams>({});
  // A page at a time, each after the last selection shown (previous_uuid).
  const results = useInfiniteQuery(searchQueryOptions(query));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQuery({
      selection_name: draft.name.trim() || undefined,
      word_names: draft.words.trim() || undefined,
      lang_from: draft.from.trim() || undefined,
      lang_to: draft.to.trim() || undefined,
      complexity: draft.complexity === 'all' ? undefined : draft.complexity,
      words_range_from: draft.range[0],
      words_range_to: draft.range[1],
      subjects: draft.subjects.length ? draft.subjects : undefined,
    });
  };
  return (
    <Container size={PAGE_WIDTH} py={{ base: 'md', md: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{t('search.title')}</Title>
        <form onSubmit={submit} role="search">
          <Stack gap="sm">
            <Group grow wrap="wrap" align="flex-end">
              <TextInput label={t('search.name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} data-testid="search-name" />
              <TextInput label={t('search.words')} placeholder={t('search.words_hint')} value={draft.words} onChange={(e) => setDraft({ ...draft, words: e.currentTarget.value })} />
            </Group>
            <Group grow wrap="wrap" align="flex-end">
              <TextInput label={t('editor.lang_from')} placeholder="eng" maxLength={3} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })} />
              <TextInput label={t('editor.lang_to')} placeholder="ger" maxLength={3} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })} />
              <Select
                label={t('editor.complexity')}
                value={draft.complexity}
                onChange={(v) => setDraft({ ...draft, complexity: v ?? 'all' })}
                data={[{ value: 'all', label: t('search.all') }, ...SELECTION_COMPLEXITIES.map((c) => ({ value: c, label: t(`complexity.${c}`) }))]}
                allowDeselect={false}
              />
            </Group>
            <SubjectsSelect value={draft.subjects} onChange={(subjects) => setDraft({ ...draft, subjects })} />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('search.range', { from: draft.range[0], to: draft.range[1] })}
              </Text>
              <RangeSlider min={TRAINING_LIMITS.wordsRangeMin} max={TRAINING_LIMITS.wordsRangeMax} value={draft.range} onChange={(range) => setDraft({ ...draft, range })} label={null} thumbFromLabel={t('search.range_from')} thumbToLabel={t('search.range_to')} />
            </Stack>
            <Group>
              <Button type="submit" data-testid="search-submit">
                {t('search.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        <SelectionGrid list={results.data?.pages.flat()} empty={t('search.empty')} />
        <MoreButton pages={results} />
      </Stack>
    </Container>
  );
}
