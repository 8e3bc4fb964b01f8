// The scheduled reminders (use-cases/reminders.ts runs them hourly; each member at most once per
// period, inside a window of their local clock):
//   end_daily_activity_warning  19:00-23:00, to members whose streak ends tonight (goal reached
//                               yesterday, not yet today); reaching the goal takes it back
//   new_tasks                   10:00-20:00, once a day, to reviewers with cards new since the last
//                               one that they could take, with the count (non-badge type)
//   plus_expiring               09:00-21:00, once per end date, 3 days ahead, to members whose Plus
//                               will not renew (cancelled, or given by hand)
//   end_beat_tempo_warning_notification
//                               16:00-19:00, once a day, to learners behind their tempo (studied on 3
//                               of the last 7 days, today's goal not reached, no streak warning due
//                               tonight); reaching the goal takes it back
//   we_miss_you                 10:00-20:00, once per absence, to members away 7 to 60 days (last
//                               sign-in or refresh); coming back and leaving again is a new absence
//   no_activity_in_chat         11:00-20:00, once per quiet spell, to members who wrote in the chat
//                               and have not for 7 to 60 days, with a chat they have not muted or
//                               hidden; not to members away from the app (we_miss_you is theirs);
//                               writing again and falling quiet again is a new spell
import type { AccountsService } from '../../accounts/service';
import type { ChatService } from '../../chat/service';
import type { PlusService } from '../../plus/service';
import type { TasksService } from '../../tasks/service';
import type { TrainingService } from '../../training/service';
import type { Reminder } from '../use-cases/reminders';
import { plusSubject } from './plus';
import { streakSubject, tempoSubject } from './training';

export interface ReminderProviders {
  training: Pick<TrainingService['activity'], 'streaksEndingToday' | 'behindTempoToday'>;
  accounts: Pick<AccountsService['activity'], 'away'>;
  tasks: Pick<TasksService['newTasks'], 'reviewers' | 'countsSince'>;
  plus: Pick<PlusService['subscriptions'], 'endingSoon'>;
  chat: Pick<ChatService['activity'], 'quiet'>;
}

const PLUS_NOTICE_MS = 3 * 86_400_000;
const DAY_MS = 86_400_000;
/** community.md §9 lists we_miss_you: after a week away, and not for accounts left long ago. */
export const WE_MISS_YOU = { afterMs: 7 * DAY_MS, untilMs: 60 * DAY_MS } as const;
/** no_activity_in_chat (community.md §9): a week without writing, and not for chats left long ago. */
export const CHAT_QUIET = { afterMs: 7 * DAY_MS, untilMs: 60 * DAY_MS } as const;

export function reminderDefinitions(p: ReminderProviders): Reminder[] {
  return [
    {
      type: 'end_daily_activity_warning',
      job: 'notifications.streak-warnings',
      cron: '0 * * * *',
      hours: [19, 23],
      candidates: async () => (await p.training.streaksEndingToday()).map((s) => ({ userId: s.userId })),
      subject: streakSubject,
    },
    {
      type: 'new_tasks',
      job: 'notifications.new-tasks',
      cron: '10 * * * *',
      hours: [10, 20],
      candidates: async () => (await p.tasks.reviewers()).map((userId) => ({ userId })),
      async compose(claimed) {
        const counts = await p.tasks.countsSince(claimed.map((c) => ({ userId: c.userId, since: c.previous })));
        return [...counts].filter(([, n]) => n > 0).map(([userId, n]) => ({ type: 'new_tasks', to: [userId], actorId: null, entity: { slug: 'task', id: '' }, params: { tasks: n } }));
      },
    },
    {
      type: 'end_beat_tempo_warning_notification',
      job: 'notifications.tempo-warnings',
      cron: '40 * * * *',
      hours: [16, 19],
      candidates: async () => (await p.training.behindTempoToday()).map((s) => ({ userId: s.userId, period: s.day })),
      compose: async (claimed) => claimed.map((c) => ({ type: 'end_beat_tempo_warning_notification', to: [c.userId], actorId: null, entity: { slug: 'training', id: '' } })),
      subject: tempoSubject,
    },
    {
      type: 'we_miss_you',
      job: 'notifications.we-miss-you',
      cron: '30 * * * *',
      hours: [10, 20],
      // The period is the day they were last seen: one reminder per absence.
      candidates: async () => (await p.accounts.away(WE_MISS_YOU.afterMs, WE_MISS_YOU.untilMs)).map((a) => ({ userId: a.userId, period: a.lastActiveDay })),
      compose: async (claimed) => claimed.map((c) => ({ type: 'we_miss_you', to: [c.userId], actorId: null, entity: { slug: 'training', id: '' } })),
    },
    {
      type: 'no_activity_in_chat',
      job: 'notifications.chat-quiet',
      cron: '50 * * * *',
      hours: [11, 20],
      // The period is the day of their last message: one reminder per quiet spell.
      candidates: async () =>
        (await p.chat.quiet(CHAT_QUIET.afterMs, CHAT_QUIET.untilMs, WE_MISS_YOU.afterMs)).map((q) => ({ userId: q.userId, period: q.lastMessageDay })),
      compose: async (claimed) => claimed.map((c) => ({ type: 'no_activity_in_chat', to: [c.userId], actorId: null, entity: { slug: 'chat', id: '' } })),
    },
    {
      type: 'plus_expiring',
      job: 'notifications.plus-expiring',
      cron: '20 * * * *',
      hours: [9, 21],
      candidates: async () =>
        (await p.plus.endingSoon(PLUS_NOTICE_MS)).map((s) => ({ userId: s.userId, period: s.expiresAt.toISOString().slice(0, 10), params: { until: s.expiresAt.toISOString() } })),
      subject: plusSubject,
    },
  ];
}
