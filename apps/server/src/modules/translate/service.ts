// Quick (machine) translation with daily limits (core.md §5, community.md §9):
//
// - Free users: 10 a day counted in `count`; the 11th is refused with 400
//   MACHINE_TRANSLATION_DAILY_LIMIT. Requests from the dictionary or the mini dictionary, or marked
//   important, are not refused by that count (core.md §5); they are counted in `exempt_count`.
// - Every request of a free user, exempt or not, also counts against a hard daily cap
//   (MT_DAILY_CAP_USER), so the exemption cannot be used to drain the provider.
// - Plus users: unlimited (still counted, shown in the usage). Plus and the member's day are the
//   quota service's (plus module), which also reports this count among the member's limits.
// - Guests: the same rules per network address (MT_DAILY_CAP_GUEST), counted in memory or Redis.
// - The day is the user's local date (their time zone, else UTC), so the count resets at their
//   midnight. A translation that produced nothing is given back.
// - A per-minute rate limit on the route (RATE_LIMIT_MACHINE_TRANSLATION) comes on top.
import {
  LIMITS,
  MACHINE_TRANSLATION_EXEMPT_SOURCES,
  TranslateErrorCode,
  type FavoriteRef,
  type MachineTranslationUsage,
  type QuickTranslateBody,
  type QuickTranslation,
} from '@glossa/contract';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/index';
import type { Viewer } from '../../platform/auth/viewer';
import { AppError } from '../../platform/errors';
import {
  createMachineTranslation,
  type Lexicon,
  type MachineTranslation,
} from '../../platform/machine-translation/index';
import { createQuotaStore, type QuotaStore } from '../../platform/quota/index';
import { guestKey } from '../../platform/http/client-key';
import { countingDay } from '../../platform/quota/day';
import type { PlusService } from '../plus/service';
import { translateRepository as repo, type CounterKind, type UsageCounts } from './repository';

const FREE_PER_DAY = LIMITS.freeMachineTranslationsPerDay;
/** Guests' counters live two days (the day itself in any time zone), then expire. */
const GUEST_TTL_MS = 2 * 86_400_000;

export interface RawFavorites {
  rawFavorite(
    userId: number,
    pair: { langFrom: string; langTo: string; from: string; to: string },
  ): Promise<FavoriteRef | null>;
}

/** Who is asking: a user (with their Plus status and day) or a guest address. */
type Asker =
  | { kind: 'user'; viewer: Viewer; plus: boolean; day: ReturnType<typeof countingDay> }
  | { kind: 'guest'; key: string; day: ReturnType<typeof countingDay> };

export function createTranslateService(
  ctx: AppContext,
  options: {
    lexicon: Lexicon;
    /** The favorites module: the star of a translated pair. */
    favorites?: RawFavorites;
    mt?: MachineTranslation;
    guests?: QuotaStore;
    /** The plus module's quota service: Plus and the member's day come from there. */
    quota: PlusService['quota'];
  },
) {
  const deps = {
    mt:
      options.mt ?? createMachineTranslation({ config: ctx.config, lexicon: options.lexicon, log: ctx.log }),
    guests:
      options.guests ??
      createQuotaStore({
        redisUrl: ctx.config.REDIS_URL,
        prefix: 'glossa-mt:',
        log: ctx.log,
        now: () => ctx.now().getTime(),
      }),
  };
  const caps = { user: ctx.config.MT_DAILY_CAP_USER, guest: ctx.config.MT_DAILY_CAP_GUEST };

  async function asker(viewer: Viewer | null, ip: string): Promise<Asker> {
    const now = ctx.now();
    if (!viewer) return { kind: 'guest', key: guestKey(ip), day: countingDay(now, 'UTC') };
    const standing = await options.quota.standing(viewer.id);
    return {
      kind: 'user',
      viewer,
      plus: standing.plus,
      day: { day: standing.day, timeZone: standing.timeZone, resetsAt: standing.resetsAt },
    };
  }

  // The quota service reports this module's count as the member's `translation` entry.
  options.quota.countedBy('translation', async (userId, day) => (await repo.usage(ctx.db, userId, day)).count);

  const guestCounterKey = (a: Extract<Asker, { kind: 'guest' }>) => `${a.day.day}:${a.key}`;

  function usageOf(a: Asker, counts: UsageCounts): MachineTranslationUsage {
    const unlimited = a.kind === 'user' && a.plus;
    const cap = a.kind === 'guest' ? caps.guest : caps.user;
    return {
      day: a.day.day,
      time_zone: a.day.timeZone,
      resets_at: a.day.resetsAt.toISOString(),
      count: counts.count,
      exempt_count: counts.exemptCount,
      limit: unlimited ? null : FREE_PER_DAY,
      remaining: unlimited
        ? null
        : Math.max(0, Math.min(FREE_PER_DAY - counts.count, cap - counts.count - counts.exemptCount)),
      unlimited,
      hard_cap: unlimited ? null : cap,
      is_guest: a.kind === 'guest',
    };
  }

  async function counts(a: Asker): Promise<UsageCounts> {
    if (a.kind === 'user') return repo.usage(ctx.db, a.viewer.id, a.day.day);
    const c = await deps.guests.get(guestCounterKey(a));
    return { count: c.limited, exemptCount: c.exempt };
  }

  /** Counts one translation, or throws the daily-limit error with the usage as payload. */
  async function reserve(a: Asker, kind: CounterKind): Promise<void> {
    let ok: boolean;
    if (a.kind === 'user') {
      const limits = a.plus ? null : { limit: FREE_PER_DAY, cap: caps.user };
      ok =
        (await repo.reserve(ctx.db, {
          userId: a.viewer.id,
          day: a.day.day,
          kind,
          limits,
          now: ctx.now(),
        })) !== null;
    } else {
      ok = (
        await deps.guests.reserve(
          guestCounterKey(a),
          kind,
          { limit: FREE_PER_DAY, cap: caps.guest },
          GUEST_TTL_MS,
        )
      ).ok;
    }
    if (ok) return;
    const usage = usageOf(a, await counts(a));
    const hardCap = usage.count + usage.exempt_count >= (usage.hard_cap ?? Infinity);
    throw new AppError(
      TranslateErrorCode.MACHINE_TRANSLATION_DAILY_LIMIT,
      400,
      hardCap
        ? 'The daily limit of machine translations is reached; it starts again tomorrow'
        : `You have used your ${FREE_PER_DAY} free machine translations for today; Plus makes them unlimited`,
      undefined,
      { ...usage, reason: hardCap ? 'hard_cap' : 'free_limit' },
    );
  }

  async function release(a: Asker, kind: CounterKind): Promise<void> {
    if (a.kind === 'user') await repo.release(ctx.db, a.viewer.id, a.day.day, kind);
    else await deps.guests.release(guestCounterKey(a), kind);
  }

  return {
    async quick(
      viewer: Viewer | null,
      ip: string,
      body: QuickTranslateBody,
    ): Promise<{ data: QuickTranslation; usage: MachineTranslationUsage }> {
      const a = await asker(viewer, ip);
      const kind: CounterKind =
        body.important || MACHINE_TRANSLATION_EXEMPT_SOURCES.includes(body.source) ? 'exempt' : 'limited';
      await reserve(a, kind);
      let result;
      try {
        result = await deps.mt.translate({ text: body.text, from: body.lang, to: body.lang_t });
      } catch (err) {
        await release(a, kind);
        throw err;
      }
      if (!result.found) await release(a, kind);
      const favorite =
        viewer && result.text && options.favorites
          ? await options.favorites.rawFavorite(viewer.id, {
              langFrom: body.lang,
              langTo: body.lang_t,
              from: body.text,
              to: result.text,
            })
          : null;
      return {
        data: {
          source_text: body.text,
          lang: body.lang,
          lang_t: body.lang_t,
          machine: true,
          ...result,
          favorite,
        },
        usage: usageOf(a, await counts(a)),
      };
    },

    async usage(viewer: Viewer | null, ip: string): Promise<MachineTranslationUsage> {
      const a = await asker(viewer, ip);
      return usageOf(a, await counts(a));
    },

    /** Which provider is configured (the offline one stands in when it fails). */
    provider: deps.mt.provider,
    rateLimit: ctx.config.RATE_LIMIT_MACHINE_TRANSLATION,
    /** Account deletion hook. */
    deleteAllOf: (tx: Executor, userId: number) => repo.deleteAllOf(tx, userId),
    close: () => deps.guests.close(),
  };
}

export type TranslateService = ReturnType<typeof createTranslateService>;
