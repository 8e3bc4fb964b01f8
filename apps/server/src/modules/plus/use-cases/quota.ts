// The one quota service (community.md §1, §9; core.md §9): "may this member do X today" for
// translations, new chats, AI messages and search by location, free or Plus, counted per day in
// the member's time zone. Taking is one atomic statement (sql/quota.ts), so concurrent requests at
// the limit let exactly the allowed number through. Each refusal carries the spec's code and the
// member's QuotaEntry (used, limit, remaining) as payload, and every answer the remaining count.
// Machine translations keep their own counters in the translate module (they also count exempt
// sources and guests); that module reads Plus and the day from here and reports its count back.
import { ChatErrorCode, PlusErrorCode, QUOTA_KINDS, QUOTA_LIMITS, TranslateErrorCode, type QuotaEntry, type QuotaKind } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { Executor } from '../../../platform/db/index';
import { AppError, unauthenticated } from '../../../platform/errors';
import { countingDay } from '../../../platform/quota/day';
import { plusRepository as repo } from '../repository';

export interface Standing {
  plus: boolean;
  plusUntil: Date | null;
  day: string;
  timeZone: string;
  resetsAt: Date;
}

/** Plus while the flag is set and its end date (if any) has not passed. */
export const isPlusNow = (row: { premium: boolean; premiumUntil: Date | null }, now: Date) =>
  row.premium && (!row.premiumUntil || row.premiumUntil > now);

const REFUSAL: Record<QuotaKind, { code: string; message: (limit: number) => string }> = {
  translation: { code: TranslateErrorCode.MACHINE_TRANSLATION_DAILY_LIMIT, message: (l) => `You have used your ${l} free machine translations for today` },
  new_chat: { code: ChatErrorCode.FREE_CHAT_LIMIT_EXCEEDED, message: (l) => `You can start ${l} new chats a day` },
  ai_message: { code: PlusErrorCode.AI_MESSAGE_LIMIT_EXCEEDED, message: (l) => `You can send ${l} messages a day to the AI partner` },
  location_search: { code: PlusErrorCode.LOCATION_SEARCH_PLUS_ONLY, message: () => 'Search by location is part of Plus' },
};

export type ExternalCounter = (userId: number, day: string) => Promise<number>;

export function createQuota(ctx: AppContext) {
  /** Kinds counted by another module (translations): how many were used that day. */
  const external = new Map<QuotaKind, ExternalCounter>();

  async function standing(exec: Executor, userId: number): Promise<Standing> {
    const now = ctx.now();
    const account = await repo.subscriptions.account(exec, userId);
    if (!account) throw unauthenticated();
    const day = countingDay(now, account.timezone);
    return { plus: isPlusNow(account, now), plusUntil: account.premiumUntil, day: day.day, timeZone: day.timeZone, resetsAt: day.resetsAt };
  }

  const limitOf = (kind: QuotaKind, plus: boolean) => (plus ? QUOTA_LIMITS[kind].plus : QUOTA_LIMITS[kind].free);

  function entry(kind: QuotaKind, plus: boolean, used: number): QuotaEntry {
    const limit = limitOf(kind, plus);
    return { kind, used, limit, remaining: limit === null ? null : Math.max(0, limit - used) };
  }

  function refusal(e: QuotaEntry): AppError {
    const r = REFUSAL[e.kind];
    return new AppError(r.code, 400, r.message(e.limit ?? 0), undefined, { ...e });
  }

  return {
    standing: (userId: number, exec: Executor = ctx.db) => standing(exec, userId),

    /** Counts one use of `kind` or throws the kind's limit error; answers the entry after. */
    async take(userId: number, kind: QuotaKind, exec: Executor = ctx.db): Promise<QuotaEntry> {
      const s = await standing(exec, userId);
      const limit = limitOf(kind, s.plus);
      const count = await repo.quota.take(exec, { userId, kind, day: s.day, limit });
      if (count === null) {
        const used = (await repo.quota.counts(exec, userId, s.day)).get(kind) ?? 0;
        throw refusal(entry(kind, s.plus, used));
      }
      return entry(kind, s.plus, count);
    },

    /** Gives one back (the action produced nothing). */
    async giveBack(userId: number, kind: QuotaKind, exec: Executor = ctx.db): Promise<void> {
      const s = await standing(exec, userId);
      await repo.quota.giveBack(exec, { userId, kind, day: s.day });
    },

    /** Allowed without counting (search by location: a Plus feature, not a count). */
    async assertAllowed(userId: number, kind: QuotaKind): Promise<QuotaEntry> {
      const s = await standing(ctx.db, userId);
      const used = (await repo.quota.counts(ctx.db, userId, s.day)).get(kind) ?? 0;
      const e = entry(kind, s.plus, used);
      if (e.remaining !== null && e.remaining <= 0) throw refusal(e);
      return e;
    },

    async entry(userId: number, kind: QuotaKind): Promise<QuotaEntry> {
      const s = await standing(ctx.db, userId);
      const counter = external.get(kind);
      const used = counter ? await counter(userId, s.day) : ((await repo.quota.counts(ctx.db, userId, s.day)).get(kind) ?? 0);
      return entry(kind, s.plus, used);
    },

    /** Every kind for the member's day (the web's remaining-limit hints). */
    async all(userId: number): Promise<{ standing: Standing; quotas: QuotaEntry[] }> {
      const s = await standing(ctx.db, userId);
      const counts = await repo.quota.counts(ctx.db, userId, s.day);
      const quotas: QuotaEntry[] = [];
      for (const kind of QUOTA_KINDS) {
        const counter = external.get(kind);
        quotas.push(entry(kind, s.plus, counter ? await counter(userId, s.day) : (counts.get(kind) ?? 0)));
      }
      return { standing: s, quotas };
    },

    /** Another module counts this kind itself (translations): it tells how many were used. */
    countedBy(kind: QuotaKind, counter: ExternalCounter): void {
      external.set(kind, counter);
    },
  };
}

export type Quota = ReturnType<typeof createQuota>;
