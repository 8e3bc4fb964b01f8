// The name shown for a compilation: a starter one made from the data is named in the reader's
// language ("First 100 words", its subject's name); a member's keeps the name they gave it.
import { useTranslation } from 'react-i18next';
import type { Selection } from '@glossa/contract';
import { useAllData } from '../../../shared/reference/all-data';

export function useSelectionName(s: Pick<Selection, 'name' | 'generated'> & { additional: { words_total: number } }): string {
  const { t } = useTranslation('training');
  const vocabularies = useAllData().data?.vocabularies;
  if (!s.generated) return s.name;
  if (s.generated.startsWith('first_')) return t('starter.first_words', { count: s.additional.words_total });
  const subject = s.generated.startsWith('theme:') ? vocabularies?.find((v) => v.code === s.generated!.slice('theme:'.length)) : undefined;
  return subject?.localized_value ?? s.name;
}
