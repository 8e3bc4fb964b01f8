// The notifications module's public face. Other modules (wired in modules/index.ts) call:
//   notify(input)  queue a notification after their transaction committed (never throws, never waits)
//   cancel(input)  remove what an undone event (`{ key }`) or a deleted thing (`{ subject }`) produced
// Input and rules: use-cases/delivery.ts. Event sources already wired: sources/*.ts.
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/index';
import { notificationsRepository as repo } from './repository';
import { createChatSource } from './sources/chat';
import { createContributionsSource } from './sources/contributions';
import { createFeedSource } from './sources/feed';
import { createFriendsSource } from './sources/friends';
import { createModerationSource } from './sources/moderation';
import { createPlusSource } from './sources/plus';
import { createProgressSource } from './sources/progress';
import { createTasksSource } from './sources/tasks';
import { createTrainingSource } from './sources/training';
import { reminderDefinitions, type ReminderProviders } from './sources/reminders';
import { createDelivery } from './use-cases/delivery';
import { createDigest } from './use-cases/digest';
import { createInbox } from './use-cases/inbox';
import { createNews } from './use-cases/news';
import { createReminders } from './use-cases/reminders';
import { createSettings } from './use-cases/settings';

export type { NotifyInput, CancelInput } from './use-cases/delivery';

/** The daily e-mail digest's job (pg-boss cron, UTC): one round a day, each member at most one message a day. */
export const DIGEST_JOB = 'notifications.digest';

export function createNotificationsService(ctx: AppContext) {
  const inbox = createInbox(ctx);
  const delivery = createDelivery(ctx, { unread: inbox.unread });
  const digest = createDigest(ctx);
  ctx.jobs.schedule(DIGEST_JOB, '0 7 * * *', async () => {
    const sent = await digest.run();
    if (sent) ctx.log.info({ sent }, 'notifications: digests sent');
  });
  const reminders = createReminders(ctx, delivery);
  /** A source whose work `flush()` waits for (shutdown, tests). */
  const tracked =
    <E>(listener: (event: E) => void | Promise<void>) =>
    (event: E): Promise<void> =>
      delivery.track(Promise.resolve().then(() => listener(event)));
  return {
    inbox,
    settings: createSettings(ctx),
    news: createNews(ctx, delivery),
    /** The daily e-mail digest: `digest.run()` (the DIGEST_JOB schedule calls it). */
    digest,
    /** Registers the scheduled reminders with the modules that answer who gets them (modules/index.ts). */
    scheduleReminders(providers: ReminderProviders): void {
      for (const r of reminderDefinitions(providers)) reminders.schedule(r);
    },
    notify: delivery.notify,
    cancel: delivery.cancel,
    /** Waits until everything queued is written and pushed (tests; shutdown). */
    flush: delivery.flush,
    /** Listeners for other modules' event seams (subscribed in modules/index.ts). */
    sources: {
      feed: tracked(createFeedSource(ctx, delivery)),
      chat: tracked(createChatSource(ctx, delivery)),
      friends: tracked(createFriendsSource(delivery)),
      contributions: tracked(createContributionsSource(delivery)),
      training: tracked(createTrainingSource(ctx, delivery)),
      tasks: tracked(createTasksSource(delivery)),
      plus: tracked(createPlusSource(delivery)),
      moderation: tracked(createModerationSource(delivery)),
      progress: tracked(createProgressSource(delivery)),
    },
    /** Account deletion hook. */
    deleteAllOf: (tx: Executor, userId: number) => repo.deleteAllOf(tx, userId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
