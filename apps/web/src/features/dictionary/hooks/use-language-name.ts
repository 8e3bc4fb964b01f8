import { useCallback, useMemo } from 'react';
import { useLanguages } from '../../../shared/reference/all-data';

/** `name('ger')` -> 'German' in the interface language (the code until the list has loaded). */
export function useLanguageName(): (code: string) => string {
  const { languages } = useLanguages();
  const names = useMemo(() => new Map(languages.map((l) => [l.code, l.name])), [languages]);
  return useCallback((code: string) => names.get(code) ?? code, [names]);
}
