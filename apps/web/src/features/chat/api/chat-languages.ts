// Chat language settings (core.md §3, §5: at least one selected): which of the user's languages they
// chat in (`is_available_to_chat`). POST /api/user/languages changes the flags and answers the list.
import type { LanguageLevelName, UserLanguage } from '@glossa/contract';
import { api } from '../../../shared/api';

export function saveChatLanguages(changes: { lang_code: string; level: LanguageLevelName; is_available_to_chat: boolean }[]): Promise<UserLanguage[]> {
  return api.post<{ data: UserLanguage[] }>('/user/languages', { languages: changes }).then((answer) => answer.data);
}
