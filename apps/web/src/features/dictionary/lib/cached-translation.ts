import type { QueryClient } from '@tanstack/react-query';
import type { Translation } from '@glossa/contract';
import type { TranslationsPages } from '../api/get-translations';
import { dictionaryKeys } from '../api/keys';

/** The translation as a loaded search page has it, to show the detail before its own answer. */
export function findCachedTranslation(queryClient: QueryClient, id: number): Translation | undefined {
  for (const [, data] of queryClient.getQueriesData<TranslationsPages>({ queryKey: dictionaryKeys.translationsAll })) {
    for (const page of data?.pages ?? []) {
      const found = page.data.find((t) => t.id === id);
      if (found) return found;
    }
  }
  return undefined;
}
