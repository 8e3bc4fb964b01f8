// A dictionary language picker: a native <select> (no floating-ui on the dictionary's first load)
// with the recently chosen languages first (core.md §9: at most 5), then every language.
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../../shared/reference/all-data';

export interface LanguageSelectProps extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> {
  value: string;
  onChange(code: string): void;
  recent: readonly string[];
}

export function LanguageSelect({ value, onChange, recent, ...rest }: LanguageSelectProps) {
  const { t } = useTranslation('dictionary');
  const { languages, isLoading } = useLanguages();
  const all = languages.map((l) => ({ value: l.code, label: l.name }));
  const names = new Map(all.map((o) => [o.value, o.label]));
  const recentItems = recent
    .filter((code) => names.has(code))
    .map((code) => ({ value: code, label: names.get(code)! }));

  // Until the list arrives, the chosen code keeps the field from looking empty.
  const known = names.has(value);
  const placeholder = known ? [] : [{ value, label: isLoading ? t('common:language_picker.loading') : value }];
  const data =
    recentItems.length > 0
      ? [...placeholder, { group: t('languages.recent'), items: recentItems }, { group: t('languages.all'), items: all }]
      : [...placeholder, ...all];

  return (
    <NativeSelect data={data} value={value} onChange={(event) => onChange(event.currentTarget.value)} {...rest} />
  );
}
