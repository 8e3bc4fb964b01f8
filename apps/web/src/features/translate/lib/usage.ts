// The day's count of machine translations, kept in the user's local settings (core.md §3 "Count of
// machine translations per day") from the server's `usage` (never counted in the browser alone), and
// the client-side rule of core.md §5: a non-premium user is refused once the cached count of the day
// reaches the limit, unless the request is marked important or comes from the dictionary or the mini
// dictionary. The count belongs to a day: past `resets_at` it starts again.
import type { MachineTranslationSource, MachineTranslationUsage } from '@glossa/contract';
import { readUserSetting, writeUserSetting } from '../../../shared/session/user-data';

export type LimitReason = 'free_limit' | 'hard_cap';

/** Setting name under the per-user prefix (cleared with the user's data on logout). */
export const USAGE_SETTING = 'machine_translations_per_day';

/**
 * The sources the free count does not refuse (core.md §5). The same list as the contract's
 * MACHINE_TRANSLATION_EXEMPT_SOURCES, which lives beside zod schemas the bundle must not carry.
 */
export const EXEMPT_SOURCES: readonly MachineTranslationSource[] = ['dictionary', 'mini_dictionary'];

export function storeUsage(usage: MachineTranslationUsage): void {
  const { day, time_zone, resets_at, count, exempt_count, limit, remaining, unlimited, hard_cap, is_guest } = usage;
  writeUserSetting(USAGE_SETTING, { day, time_zone, resets_at, count, exempt_count, limit, remaining, unlimited, hard_cap, is_guest });
}

/** The cached usage of this viewer (a guest's count is not a user's and the other way round). */
export function readCachedUsage(guest: boolean): MachineTranslationUsage | undefined {
  const usage = readUserSetting<MachineTranslationUsage>(USAGE_SETTING);
  if (!usage || typeof usage.count !== 'number' || typeof usage.resets_at !== 'string') return undefined;
  return usage.is_guest === guest ? usage : undefined;
}

/** The cached usage, or undefined once its day is over (the count resets with the day). */
export function usageOfToday(usage: MachineTranslationUsage | undefined, now: number): MachineTranslationUsage | undefined {
  if (!usage) return undefined;
  const resetsAt = Date.parse(usage.resets_at);
  return Number.isFinite(resetsAt) && now < resetsAt ? usage : undefined;
}

export interface RefusalInput {
  usage: MachineTranslationUsage | undefined;
  premium: boolean;
  source: MachineTranslationSource;
  important: boolean;
  now: number;
}

/**
 * Whether the cached count refuses this request before it is sent: 'free_limit' (core.md §5), or
 * 'hard_cap' (the server's cap on every request of the day, exempt ones included); null to send it.
 */
export function refusedLocally({ usage, premium, source, important, now }: RefusalInput): LimitReason | null {
  const today = usageOfToday(usage, now);
  if (premium || !today || today.unlimited || today.limit === null) return null;
  if (today.hard_cap !== null && today.count + today.exempt_count >= today.hard_cap) return 'hard_cap';
  if (important || EXEMPT_SOURCES.includes(source)) return null;
  return today.count >= today.limit ? 'free_limit' : null;
}
