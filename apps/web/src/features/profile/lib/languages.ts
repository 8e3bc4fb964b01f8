import { useLanguages } from '../../../shared/reference/all-data';

/** The name of a dictionary language in the interface language (falls back to its code). */
export function useLanguageName(code: string | null | undefined): string | null {
  const { languages } = useLanguages();
  if (!code) return null;
  return languages.find((l) => l.code === code)?.name ?? code;
}

export function useLanguageNames(): (code: string) => string {
  const { languages } = useLanguages();
  const names = new Map(languages.map((l) => [l.code, l.name]));
  return (code) => names.get(code) ?? code;
}
