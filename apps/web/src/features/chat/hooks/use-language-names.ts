import { useLanguages } from '../../../shared/reference/all-data';

/** Dictionary language names in the interface language (falls back to the code). */
export function useLanguageNames(): (code: string) => string {
  const { languages } = useLanguages();
  const names = new Map(languages.map((l) => [l.code, l.name]));
  return (code) => names.get(code) ?? code;
}
