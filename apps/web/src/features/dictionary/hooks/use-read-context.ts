import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { dictionaryCode } from '../../../shared/i18n/locales';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import type { ReadContext } from '../api/keys';

/** What a dictionary answer depends on besides its parameters (see api/keys.ts). */
export function useReadContext(): ReadContext {
  const local = dictionaryCode(useCurrentLocale());
  const viewer = useIsLoggedIn() ? 'user' : 'guest';
  return { local, viewer };
}
