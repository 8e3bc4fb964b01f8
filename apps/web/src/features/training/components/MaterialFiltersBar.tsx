// The filters of "my materials" (community.md §7 search/users: complexity, subjects, words range;
// §5 bounds 6-500). Each change applies at once; the range when its thumb is let go.
import { RangeSlider, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECTION_COMPLEXITIES, TRAINING_LIMITS } from '@glossa/contract/training/constants';
import type { MaterialFilters } from '../api/selections';
import { SubjectsSelect } from './SubjectsSelect';

const FULL: [number, number] = [TRAINING_LIMITS.wordsRangeMin, TRAINING_LIMITS.wordsRangeMax];

export function MaterialFiltersBar({ value, onChange }: { value: MaterialFilters; onChange: (next: MaterialFilters) => void }) {
  const { t } = useTranslation('training');
  const applied: [number, number] = [value.words_range_from ?? FULL[0], value.words_range_to ?? FULL[1]];
  // The label follows the thumb while it moves; the list changes when it is let go.
  const [range, setRange] = useState(applied);
  return (
    <Stack gap="sm" data-testid="material-filters">
      {/* One column on phones: the labels are long in some languages. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('editor.complexity')}
          value={value.complexity ?? 'all'}
          onChange={(v) => onChange({ ...value, complexity: !v || v === 'all' ? undefined : v })}
          data={[{ value: 'all', label: t('search.all') }, ...SELECTION_COMPLEXITIES.map((c) => ({ value: c, label: t(`complexity.${c}`) }))]}
          allowDeselect={false}
          data-testid="complexity-filter"
        />
        <SubjectsSelect value={value.subjects ?? []} onChange={(subjects) => onChange({ ...value, subjects: subjects.length ? subjects : undefined })} />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('search.range', { from: range[0], to: range[1] })}
        </Text>
        <RangeSlider
          min={FULL[0]}
          max={FULL[1]}
          value={range}
          onChange={setRange}
          onChangeEnd={([from, to]) => onChange({ ...value, words_range_from: from > FULL[0] ? from : undefined, words_range_to: to < FULL[1] ? to : undefined })}
          label={null}
          thumbFromLabel={t('search.range_from')}
          thumbToLabel={t('search.range_to')}
          data-testid="range-filter"
        />
      </Stack>
    </Stack>
  );
}
