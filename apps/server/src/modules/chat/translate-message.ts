// The chat's translate tool: a message machine-translated for its reader through the translate
// module (same provider chain, daily limits and counting as every machine translation). The pair
// comes from the profiles as they are now: from the author's native language into the reader's;
// when both are the same, the message is taken to be in the language the author learns.
import { ChatErrorCode, canonicalLanguageCode, type MachineTranslationUsage, type QuickTranslation } from '@glossa/contract';
import { asc, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Viewer } from '../../platform/auth/viewer';
import { AppError, validationError } from '../../platform/errors';
import { userLanguages } from '../../db/schema/index';
import type { TranslateService } from '../translate/service';
import type { ChatService } from './service';


export function createMessageTranslation(
  ctx: AppContext,
  deps: { chat: Pick<ChatService, 'readable'>; translate: Pick<TranslateService, 'quick'> },
) {
  /** Each user's languages, native first, then by level. */
  async function languagesOf(userIds: number[]): Promise<Map<number, string[]>> {
    const rows = await ctx.db
      .select({ userId: userLanguages.userId, lang: userLanguages.langCode })
      .from(userLanguages)
      .where(inArray(userLanguages.userId, userIds))
      .orderBy(asc(userLanguages.levelRank), asc(userLanguages.id));
    const out = new Map<number, string[]>();
    for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.lang]);
    return out;
  }

  const code = (value: string | undefined, field: string) => {
    if (value === undefined) return undefined;
    const c = canonicalLanguageCode(value);
    if (!c) throw validationError(field, 'Unknown language');
    return c;
  };

  return {
    async translate(
      viewer: Viewer,
      ip: string,
      messageId: number,
      body: { lang?: string | undefined; lang_t?: string | undefined },
    ): Promise<{ data: QuickTranslation; usage: MachineTranslationUsage }> {
      const message = await deps.chat.readable(viewer, messageId);
      if (!message.text.trim()) throw validationError('id', 'This message has no text to translate');
      const langs = await languagesOf([viewer.id, message.authorId]);
      const reader = langs.get(viewer.id) ?? [];
      const author = langs.get(message.authorId) ?? [];
      const to = code(body.lang_t, 'lang_t') ?? reader[0];
      const from = code(body.lang, 'lang') ?? author.find((l) => l !== to);
      if (!to || !from)
        throw new AppError(ChatErrorCode.CHAT_TRANSLATION_LANGUAGE_UNKNOWN, 400, 'Say which languages to translate between: the profiles do not tell', body.lang_t ? 'lang' : 'lang_t');
      if (from === to) throw validationError('lang_t', 'Choose two different languages');
      return deps.translate.quick(viewer, ip, {
        text: message.text.slice(0, 1000),
        lang: from,
        lang_t: to,
        source: 'other',
        important: false,
      });
    },
  };
}

export type MessageTranslation = ReturnType<typeof createMessageTranslation>;
