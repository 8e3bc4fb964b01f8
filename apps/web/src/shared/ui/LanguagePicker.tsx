// A picker of the dictionary's 100+ languages (names in the interface language, from
// GET /api/languages/get/all-data), reused by the dictionary search and the contribution flows.
// A native <select>: type-ahead on desktop, the system wheel on phones, and no floating-ui code
// (a searchable Mantine Select would add ~30 KB gzip to the page that uses it).
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../i18n/locale-store';
import { useLanguages } from '../reference/all-data';
import { languagesWithEntries, usePairCounts } from '../reference/pair-counts';

export interface LanguagePickerProps extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> {
  value: string;
  onChange(code: string): void;
  /** Codes not offered (e.g. the other side of a pair). */
  exclude?: string[];
  /** The other side of a dictionary pair: languages with entries with it are listed first, with counts. */
  pairedWith?: string;
}

export function LanguagePicker({ value, onChange, exclude, pairedWith, ...rest }: LanguagePickerProps) {
  const { t } = useTranslation();
  const locale = useCurrentLocale();
  const { languages, isLoading } = useLanguages();
  const pairs = usePairCounts();
  const options = languages
    .filter((l) => !exclude?.includes(l.code))
    .map((l) => ({ value: l.code, label: l.name }));
  const withEntries = pairedWith === undefined ? [] : languagesWithEntries(options, pairs.data, pairedWith, locale).filter((o) => o.value !== value);
  const grouped =
    withEntries.length > 0
      ? [
          { group: t('language_picker.with_entries'), items: withEntries },
          { group: t('language_picker.all'), items: options },
        ]
      : options;
  // Until the list arrives, the chosen code keeps the field from looking empty.
  const data = options.some((o) => o.value === value)
    ? grouped
    : [
        {
          value,
          label: isLoading ? t('language_picker.loading') : value || t('language_picker.placeholder'),
        },
        ...grouped,
      ];

  return (
    <NativeSelect
      data={data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...rest}
    />
  );
}
