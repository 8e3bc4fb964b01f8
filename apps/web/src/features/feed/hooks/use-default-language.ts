// The language a new post or question starts with: the first language the member learns, else
// their native language, else English.
import { useProfile } from '../../../shared/session/profile';

export function useDefaultLanguage(): string {
  const profile = useProfile().data;
  const learning = profile?.languages.find((l) => l.level !== 'NATIVE')?.lang.code;
  return learning ?? profile?.native_lang ?? 'eng';
}
