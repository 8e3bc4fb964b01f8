// The AI conversation partner (issue 19): a chat with an AI in the language the member learns, at
// their level, which corrects gently (a leading CORRECTION line, shown like chat corrections). It
// talks to any OpenAI-compatible endpoint (platform/ai-chat); without AI_CHAT_URL it is not offered.
// Each message the member sends counts against the quota service's `ai_message` (10 free, 200
// Plus a day); a message the partner could not answer (timeout, provider error) is given back.
import { AI_PARTNER, PlusErrorCode, isLanguageCode, type AiMessage, type QuotaEntry } from '@glossa/contract';
import type { AppContext } from '../../platform/context';
import type { Viewer } from '../../platform/auth/viewer';
import { AppError, validationError } from '../../platform/errors';
import { AiChatError, createAiChat, type AiChat } from '../../platform/ai-chat/index';
import type { PlusService } from '../plus/service';
import type { DictionaryService } from '../dictionary/service';
import { aiPartnerRepository as repo } from './repository';
import { presentAiMessage } from './presenter';
import { conversation, splitCorrection } from './use-cases/prompt';
import { AI_DICTIONARY, candidateWords, promptEntryOf, streamable, type PromptEntry } from './use-cases/dictionary';

const PREFIX = 'CORRECTION:';

export interface SendResult {
  user: AiMessage;
  reply: AiMessage;
  quota: QuotaEntry;
}

export function createAiPartnerService(ctx: AppContext, options: { quota: PlusService['quota']; dictionary: DictionaryService; ai?: AiChat }) {
  const ai =
    options.ai ??
    (ctx.config.AI_CHAT_URL
      ? createAiChat({ url: ctx.config.AI_CHAT_URL, model: ctx.config.AI_CHAT_MODEL, apiKey: ctx.config.AI_CHAT_API_KEY, timeoutMs: ctx.config.AI_CHAT_TIMEOUT_MS })
      : null);

  function need(lang: string): AiChat {
    if (!ai) throw new AppError(PlusErrorCode.AI_PARTNER_NOT_CONFIGURED, 400, 'The AI partner is not available on this server');
    if (!isLanguageCode(lang)) throw validationError('lang', 'Unknown language');
    return ai;
  }

  /**
   * Dictionary entries (lang -> the member's native language) of the words of their message, found
   * through the dictionary module's search; a failed lookup leaves the prompt without entries.
   */
  async function entriesFor(viewer: Viewer, lang: string, native: string, text: string): Promise<PromptEntry[]> {
    if (native === lang) return [];
    const entries: PromptEntry[] = [];
    for (const word of candidateWords(text)) {
      if (entries.length >= AI_DICTIONARY.entries) break;
      try {
        const found = await options.dictionary.search.translations(viewer, { lang, lang_t: native, search: word, page: 1, limit: AI_DICTIONARY.translationsPerEntry }, 'eng');
        const entry = promptEntryOf(word, found.data);
        if (entry && !entries.some((e) => e.word === entry.word)) entries.push(entry);
      } catch (err) {
        ctx.log.debug({ err, word }, 'ai partner: dictionary lookup failed');
      }
    }
    return entries;
  }

  return {
    available: ai !== null,

    async conversation(viewer: Viewer, lang: string) {
      need(lang);
      const [rows, level, quota] = await Promise.all([
        repo.messages.recent(ctx.db, viewer.id, lang, AI_PARTNER.historyPage),
        repo.messages.level(ctx.db, viewer.id, lang),
        options.quota.entry(viewer.id, 'ai_message'),
      ]);
      return { lang, level, messages: rows.map(presentAiMessage), quota };
    },

    /**
     * Counts the message (or throws the limit error) and stores it; answers a function that streams
     * the reply through `onDelta` and stores it. Errors before the stream are ordinary 4xx answers.
     */
    async start(viewer: Viewer, lang: string, text: string) {
      const client = need(lang);
      const quota = await options.quota.take(viewer.id, 'ai_message');
      const [level, native] = await Promise.all([repo.messages.level(ctx.db, viewer.id, lang), repo.messages.native(ctx.db, viewer.id)]);
      const entries = await entriesFor(viewer, lang, native ?? 'eng', text);
      const userRow = await repo.messages.insert(ctx.db, { userId: viewer.id, lang, role: 'user', text, createdAt: ctx.now() });
      const history = await repo.messages.recent(ctx.db, viewer.id, lang, AI_PARTNER.contextMessages);

      return async (onDelta: (piece: string) => void, signal?: AbortSignal): Promise<SendResult> => {
        let answer = '';
        // Held back until it is clear whether the answer starts with a correction line; the marks'
        // brackets never reach the stream (the final reply carries the marks).
        let bodyStart: number | null = null;
        let sent = 0;
        const release = () => {
          if (bodyStart === null) {
            const trimmed = answer.trimStart();
            if (PREFIX.startsWith(trimmed.slice(0, PREFIX.length)) && trimmed.length < PREFIX.length) return;
            if (trimmed.startsWith(PREFIX)) {
              const nl = trimmed.indexOf('\n');
              if (nl < 0) return;
              bodyStart = answer.length - trimmed.length + nl + 1;
            } else bodyStart = 0;
          }
          const out = streamable(answer.slice(bodyStart));
          if (out.length > sent) {
            onDelta(out.slice(sent));
            sent = out.length;
          }
        };
        try {
          for await (const piece of client.stream(conversation(lang, level, history, { entries, native: native ?? 'eng' }), { ...(signal ? { signal } : {}) })) {
            answer += piece;
            release();
          }
        } catch (err) {
          await options.quota.giveBack(viewer.id, 'ai_message');
          const failed = await repo.messages.insert(ctx.db, { userId: viewer.id, lang, role: 'assistant', text: answer, state: 'failed', createdAt: ctx.now() });
          ctx.log.warn({ err, reason: err instanceof AiChatError ? err.reason : 'unknown', messageId: failed.id }, 'ai partner: no complete answer');
          throw new AppError(PlusErrorCode.AI_PARTNER_UNAVAILABLE, 502, 'The AI partner did not answer; try again', undefined, {
            reason: err instanceof AiChatError ? err.reason : 'network',
          });
        }
        const { correction, reply } = splitCorrection(answer);
        const same = correction !== null && correction.trim() === text.trim();
        const replyRow = await repo.messages.insert(ctx.db, {
          userId: viewer.id,
          lang,
          role: 'assistant',
          text: reply,
          correctionOriginal: correction && !same ? text : null,
          correctionText: correction && !same ? correction : null,
          createdAt: ctx.now(),
        });
        return { user: presentAiMessage(userRow), reply: presentAiMessage(replyRow), quota };
      };
    },
  };
}

export type AiPartnerService = ReturnType<typeof createAiPartnerService>;
