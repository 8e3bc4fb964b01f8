import { useCallback } from 'react';
import { useCurrentLocale } from './locale-store';
import { localePath } from './locales';

/** localePath bound to the current locale: `const to = useLocalePath(); <Link to={to('/about')}>`. */
export function useLocalePath(): (path: string) => string {
  const locale = useCurrentLocale();
  return useCallback((path: string) => localePath(path, locale), [locale]);
}
