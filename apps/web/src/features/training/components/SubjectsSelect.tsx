// Subjects to filter by (community.md §5: at most 5, their codes sent as subjects).
import { MultiSelect } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Popover.css';
import { useTranslation } from 'react-i18next';
import { TRAINING_LIMITS } from '@glossa/contract/training/constants';
import { useAllData } from '../../../shared/reference/all-data';

export function SubjectsSelect({ value, onChange }: { value: string[]; onChange: (codes: string[]) => void }) {
  const { t } = useTranslation('training');
  const vocabularies = useAllData().data?.vocabularies ?? [];
  return (
    <MultiSelect
      label={t('filters.subjects', { max: TRAINING_LIMITS.subjectsMax })}
      placeholder={value.length ? undefined : t('filters.subjects_any')}
      data={vocabularies.map((v) => ({ value: v.code, label: v.localized_value }))}
      value={value}
      onChange={onChange}
      maxValues={TRAINING_LIMITS.subjectsMax}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t('filters.subjects_none')}
      data-testid="subjects-filter"
    />
  );
}
