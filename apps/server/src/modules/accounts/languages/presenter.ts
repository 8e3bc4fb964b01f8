import type { UserLanguage } from '@glossa/contract';
import type { UserLanguageRow } from './repository';

export function presentUserLanguage(row: UserLanguageRow): UserLanguage {
  return { id: row.id, lang: { code: row.langCode }, level: row.level, is_available_to_chat: row.isAvailableToChat };
}
