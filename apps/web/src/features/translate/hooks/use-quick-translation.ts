// A machine translation as a query: kept per text, pair and source for the session (asking again for
// the same text costs the user another of the day's translations), and per viewer (the answer carries
// the viewer's favorite).
import { useQuery } from '@tanstack/react-query';
import { TRANSLATE_LIMITS_TEXT_MAX } from '../lib/limits';
import { useProfile } from '../../../shared/session/profile';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { quickTranslate, translateKeys, type QuickTranslateInput } from '../api/quick-translate';

export function useQuickTranslation(input: QuickTranslateInput, enabled = true) {
  const loggedIn = useIsLoggedIn();
  const profile = useProfile();
  const premium = profile.data?.premium ?? false;
  const text = input.text.trim().slice(0, TRANSLATE_LIMITS_TEXT_MAX);
  const key = { ...input, text };
  return useQuery({
    queryKey: translateKeys.quick(key, loggedIn ? 'user' : 'guest'),
    queryFn: ({ signal }) => quickTranslate(key, { premium, signal }),
    enabled: enabled && text !== '' && input.lang !== input.langT && (!loggedIn || !profile.isLoading),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
}
