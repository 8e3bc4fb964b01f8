// Scheduled reminders (the streak about to break, new tasks, Plus ending soon): a pg-boss cron job
// each (platform/jobs: one run per slot across instances, no in-process timer), hourly, so every
// member gets theirs within a sensible window of their own clock. A run asks who might get it,
// keeps those whose local hour is inside the window, claims the period for each (at most one per
// local day, or per end date for Plus) and queues the notifications; the delivery applies the usual
// filters (settings, deleted accounts).
import type { NotificationType } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import { localClock } from '../../../platform/quota/day';
import { notificationsRepository as repo } from '../repository';
import type { Delivery, NotifyInput } from './delivery';

export interface ReminderCandidate {
  userId: number;
  /** What "once" means for it (a date, YYYY-MM-DD); default: the member's local day. */
  period?: string;
  params?: Record<string, string | number>;
}

export interface Claimed {
  userId: number;
  /** When this member had the previous reminder of this kind (null: never). */
  previous: Date | null;
  params?: Record<string, string | number>;
}

export interface Reminder {
  type: NotificationType;
  /** The pg-boss job (notifications.<name>) and its cron (UTC). */
  job: string;
  cron: string;
  /** Local hours [from, to) in which a member may get it. */
  hours: readonly [number, number];
  candidates(): Promise<ReminderCandidate[]>;
  /** The notifications for the members claimed (default: one of `type` each, with their params). */
  compose?(claimed: Claimed[]): Promise<NotifyInput[]>;
  /** What it is about (a later event, such as the goal reached, cancels it by this subject). */
  subject?(userId: number): string;
}

const CHUNK = 1000;

export function createReminders(ctx: AppContext, delivery: Pick<Delivery, 'notify'>) {
  async function run(r: Reminder): Promise<number> {
    const candidates = await r.candidates();
    const now = ctx.now();
    let sent = 0;
    for (let i = 0; i < candidates.length; i += CHUNK) {
      const slice = candidates.slice(i, i + CHUNK);
      const zones = new Map((await repo.timezones(ctx.db, slice.map((c) => c.userId))).map((z) => [z.id, z.timezone]));
      const due: { userId: number; period: string }[] = [];
      const params = new Map<number, Record<string, string | number> | undefined>();
      for (const c of slice) {
        if (!zones.has(c.userId)) continue;
        const clock = localClock(now, zones.get(c.userId));
        if (clock.hour < r.hours[0] || clock.hour >= r.hours[1]) continue;
        due.push({ userId: c.userId, period: c.period ?? clock.day });
        params.set(c.userId, c.params);
      }
      if (!due.length) continue;
      const claimed = (await repo.claimReminders(ctx.db, r.type, due, now)).map((c) => ({
        userId: c.user_id,
        previous: c.previous ? new Date(c.previous) : null,
        params: params.get(c.user_id),
      }));
      const inputs = r.compose
        ? await r.compose(claimed)
        : claimed.map((c): NotifyInput => ({ type: r.type, to: [c.userId], actorId: null, params: c.params }));
      for (const input of inputs) {
        const to = input.to as number[];
        delivery.notify(r.subject && to.length === 1 ? { ...input, subject: r.subject(to[0]!) } : input);
      }
      sent += inputs.length;
    }
    return sent;
  }

  return {
    run,
    /** Registers the reminder's scheduled job (before jobs.start(), in createServices). */
    schedule(r: Reminder): void {
      ctx.jobs.schedule(r.job, r.cron, async () => {
        const sent = await run(r);
        if (sent) ctx.log.info({ job: r.job, sent }, 'notifications: reminders queued');
      });
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
