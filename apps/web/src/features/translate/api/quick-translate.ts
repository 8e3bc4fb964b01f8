// POST /api/translate/quick (docs/architecture.md "Machine translation"): a machine translation of a
// word, phrase or sentence, with the day's usage. Before asking, the cached count of the day may
// refuse it here (core.md §5); every answer, and the daily-limit error's payload, updates that count.
import type { MachineTranslationSource, MachineTranslationUsage, QuickTranslation } from '@glossa/contract';
import { api, isApiError } from '../../../shared/api';
import { TRANSLATE_QUERY_ROOT } from '../../../shared/translate/query-keys';
import { currentSession } from '../../../shared/session/session-store';
import { readCachedUsage, refusedLocally, storeUsage, type LimitReason } from '../lib/usage';

export interface QuickTranslateInput {
  text: string;
  lang: string;
  langT: string;
  source: MachineTranslationSource;
  important?: boolean;
}

export const translateKeys = {
  quick: (input: QuickTranslateInput, viewer: 'user' | 'guest') => [TRANSLATE_QUERY_ROOT, 'quick', input, viewer] as const,
};

/** The daily limit refused the translation (here from the cached count, or by the server). */
export class DailyLimitError extends Error {
  override readonly name = 'DailyLimitError';
  constructor(
    readonly usage: MachineTranslationUsage | null,
    readonly reason: LimitReason,
    /** Refused from the cached count, without asking the server. */
    readonly local: boolean,
  ) {
    super('MACHINE_TRANSLATION_DAILY_LIMIT');
  }
}

export const DAILY_LIMIT_CODE = 'MACHINE_TRANSLATION_DAILY_LIMIT';

function usageOf(payload: unknown): (MachineTranslationUsage & { reason?: LimitReason }) | null {
  const p = payload as Partial<MachineTranslationUsage> | null | undefined;
  return p && typeof p.count === 'number' && typeof p.resets_at === 'string' ? (p as MachineTranslationUsage) : null;
}

export async function quickTranslate(
  input: QuickTranslateInput,
  options: { premium: boolean; signal?: AbortSignal; now?: number },
): Promise<QuickTranslation> {
  const guest = currentSession() === null;
  const cached = readCachedUsage(guest);
  const refusal = refusedLocally({
    usage: cached,
    premium: options.premium,
    source: input.source,
    important: input.important ?? false,
    now: options.now ?? Date.now(),
  });
  if (refusal) throw new DailyLimitError(cached ?? null, refusal, true);
  try {
    const answer = await api.post<{ data: QuickTranslation; usage: MachineTranslationUsage }>(
      '/translate/quick',
      { text: input.text, lang: input.lang, lang_t: input.langT, source: input.source, important: input.important ?? false },
      // Only worth something now: never queued for later. Not retried either: each call is counted.
      { signal: options.signal, replayWhenOnline: false },
    );
    storeUsage(answer.usage);
    return answer.data;
  } catch (error) {
    if (isApiError(error) && error.code === DAILY_LIMIT_CODE) {
      const usage = usageOf(error.payload);
      if (usage) storeUsage(usage);
      throw new DailyLimitError(usage, usage?.reason === 'hard_cap' ? 'hard_cap' : 'free_limit', false);
    }
    throw error;
  }
}
