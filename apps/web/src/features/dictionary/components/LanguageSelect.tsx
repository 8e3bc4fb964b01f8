// A dictionary language picker: a native <select> (no floating-ui on the dictionary's first load)
// with the recently chosen languages first (core.md §9: at most 5), then every language.
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLanguages } from '../../../shared/reference/all-data';
import { languagesWithEntries, usePairCounts } from '../../../shared/reference/pair-counts';

export interface LanguageSelectProps extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> {
  value: string;
  onChange(code: string): void;
  recent: readonly string[];
  /** The other side of the pair: languages with entries with it come after the recent ones, with counts. */
  pairedWith?: string;
}

export function LanguageSelect({ value, onChange, recent, pairedWith, ...rest }: LanguageSelectProps) {
  const { t } = useTranslation('dictionary');
  const locale = useCurrentLocale();
  const { languages, isLoading } = useLanguages();
  const pairs = usePairCounts();
  const all = languages.map((l) => ({ value: l.code, label: l.name }));
  const names = new Map(all.map((o) => [o.value, o.label]));
  const recentItems = recent
    .filter((code) => names.has(code))
    .map((code) => ({ value: code, label: names.get(code)! }));

  // Until the list arrives, the chosen code keeps the field from looking empty.
  const known = names.has(value);
  const placeholder = known ? [] : [{ value, label: isLoading ? t('common:language_picker.loading') : value }];
  const withEntries = pairedWith === undefined ? [] : languagesWithEntries(all, pairs.data, pairedWith, locale).filter((o) => o.value !== value);
  const groups = [
    ...(recentItems.length > 0 ? [{ group: t('languages.recent'), items: recentItems }] : []),
    ...(withEntries.length > 0 ? [{ group: t('common:language_picker.with_entries'), items: withEntries }] : []),
  ];
  const data = groups.length > 0 ? [...placeholder, ...groups, { group: t('languages.all'), items: all }] : [...placeholder, ...all];

  return (
    <NativeSelect data={data} value={value} onChange={(event) => onChange(event.currentTarget.value)} {...rest} />
  );
}
