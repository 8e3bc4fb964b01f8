// Language names where a code would show: `name('ger')` -> 'German' in the interface language (the
// code only until the list has loaded). Shared so no page prints raw codes ("ger", "ENG -> GER").
import { useCallback, useMemo } from 'react';
import { useLanguages } from './all-data';

export function useLanguageNameOf(): (code: string) => string {
  const { languages } = useLanguages();
  const names = useMemo(() => new Map(languages.map((l) => [l.code, l.name])), [languages]);
  return useCallback((code: string) => names.get(code) ?? code, [names]);
}
