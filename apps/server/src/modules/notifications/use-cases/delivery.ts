// Delivery: what other modules call (through the service) once their write committed.
//
//   notifications.notify({ type: 'friend_request', to: [userId], actorId, entity: { slug: 'user', id: uuid } })
//   notifications.notify({ type: 'followed_author_published', to: { followersOf: authorId }, ... })
//   notifications.cancel({ key: `like:${uuid}:${byId}` })      // the event was undone
//   notifications.cancel({ subject: `publication:${uuid}` })   // the thing (or the part: innerSubject) was deleted
//
// One event key (`cancellationKey`) gives a member at most one live notification: the same event
// again (a like after a double click, a mention beside the comment notification of the same
// comment) adds nothing until the first is cancelled.
//
// `notify` never throws and never waits for the database: events queue in memory and one worker
// writes them, up to BATCH per statement (an `insert ... select from unnest(...)` that also drops
// blocked pairs, turned-off types and self-notifications), so a burst of 10,000 events costs a few
// statements on one pool connection and never starves requests. After each statement the stored
// rows are pushed on the recipients' private channels (`notification:new`), which the Redis adapter
// carries to whichever process holds the connection. `flush()` waits for the queue (tests, shutdown).
import {
  NOTIFICATION_TYPE_INFO,
  NotificationEvents,
  type NotificationCancelledEvent,
  type NotificationCreatedEvent,
  type NotificationEntitySlug,
  type NotificationType,
} from '@glossa/contract';
import { v5 as uuidv5 } from 'uuid';
import type { AppContext } from '../../../platform/context';
import { notificationsRepository as repo, type NewNotificationRow, type NotificationRow } from '../repository';
import { presentNotification } from '../presenter';

/** Namespace of the cancellation uuids (uuid v5 of the caller's key). */
const CANCELLATION_NAMESPACE = '6f1d8f3e-3c1b-4c52-9a57-2b1c0f4e7d10';
const BATCH = 1000;
const PUSH_SLICE = 100;

export interface NotifyInput {
  type: NotificationType;
  /** User ids, every follower of one user, or every member (one statement however many). */
  to: number[] | { followersOf: number } | { everyone: true };
  /** Who caused it; blocks between actor and recipient stop it, and nobody is told about their own act. */
  actorId?: number | null;
  /** What it opens (community.md §3 data.entity_id / entity_business_type_slug). */
  entity?: { slug: NotificationEntitySlug; id: string } | null;
  /** Values the text shows: `{ level: 7 }`, `{ reason: '...' }`, `{ excerpt: '...' }`. */
  params?: Record<string, string | number>;
  /** Names the undoable event (`like:<uuid>:<userId>`): `cancel({ key })` removes what it produced. */
  cancellationKey?: string;
  /** Names the thing it is about (`publication:<uuid>`): `cancel({ subject })` removes all about it. */
  subject?: string;
  /** Names the part of the thing (`comment:<uuid>`, `answer:<uuid>`): `cancel({ subject: part })` removes all about the part. */
  innerSubject?: string;
}

export type CancelInput = { key: string; subject?: never } | { subject: string; key?: never };

type Job = { kind: 'notify'; input: NotifyInput } | { kind: 'cancel'; input: CancelInput };

export const cancellationUuid = (key: string) => uuidv5(key, CANCELLATION_NAMESPACE);

export function createDelivery(ctx: AppContext, counts: { unread: (userId: number) => Promise<number> }) {
  const queue: Job[] = [];
  let running: Promise<void> | null = null;
  /** Source listeners still reading what an event needs (they queue their jobs when done). */
  const pending = new Set<Promise<unknown>>();

  function row(input: NotifyInput, userId: number): NewNotificationRow {
    return {
      userId,
      type: input.type,
      inBadge: (NOTIFICATION_TYPE_INFO[input.type] as { badge?: false }).badge !== false,
      actorId: input.actorId ?? null,
      cancellationUuid: input.cancellationKey ? cancellationUuid(input.cancellationKey) : null,
      subjectKey: input.subject ?? null,
      innerSubjectKey: input.innerSubject ?? null,
      data: {
        entity_id: input.entity?.id ?? null,
        entity_business_type_slug: input.entity?.slug ?? null,
        params: input.params ?? {},
      },
    };
  }

  /** Pushes stored rows, yielding to the event loop every PUSH_SLICE so requests keep flowing. */
  async function push(stored: NotificationRow[]): Promise<void> {
    for (let i = 0; i < stored.length; i++) {
      if (i > 0 && i % PUSH_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      const r = stored[i]!;
      const event: NotificationCreatedEvent = { notification: presentNotification(r) };
      ctx.realtime.toUser(r.user_uuid, NotificationEvents.created, event);
    }
  }

  async function writeNotifications(inputs: NotifyInput[]): Promise<void> {
    const direct: NewNotificationRow[] = [];
    // One live notification per member and event key (the statement checks the stored ones).
    const keyed = new Set<string>();
    for (const input of inputs) {
      if (Array.isArray(input.to)) {
        for (const userId of new Set(input.to)) {
          const r = row(input, userId);
          if (r.cancellationUuid) {
            const k = `${userId}:${r.cancellationUuid}`;
            if (keyed.has(k)) continue;
            keyed.add(k);
          }
          direct.push(r);
        }
      }
      else if ('everyone' in input.to) await push(await repo.insertForEveryone(ctx.db, row(input, 0), ctx.now()));
      else await push(await repo.insertForFollowers(ctx.db, input.to.followersOf, row(input, 0), ctx.now()));
    }
    for (let i = 0; i < direct.length; i += BATCH) await push(await repo.insertMany(ctx.db, direct.slice(i, i + BATCH), ctx.now()));
  }

  async function writeCancel(input: CancelInput): Promise<void> {
    const removed = await repo.cancel(ctx.db, input.key ? { cancellationUuid: cancellationUuid(input.key) } : { subjectKey: input.subject });
    const byUser = new Map<string, { id: number; uuids: string[] }>();
    for (const r of removed) {
      const entry = byUser.get(r.user_uuid) ?? { id: r.user_id, uuids: [] };
      entry.uuids.push(r.uuid);
      byUser.set(r.user_uuid, entry);
    }
    for (const [uuid, entry] of byUser) {
      const event: NotificationCancelledEvent = { uuids: entry.uuids, unread_count: await counts.unread(entry.id) };
      ctx.realtime.toUser(uuid, NotificationEvents.cancelled, event);
    }
  }

  async function drain(): Promise<void> {
    while (queue.length) {
      // Consecutive notify jobs go out together; a cancel runs in its place in the order.
      const head = queue[0]!;
      if (head.kind === 'cancel') {
        queue.shift();
        await safely(() => writeCancel(head.input));
        continue;
      }
      const inputs: NotifyInput[] = [];
      while (queue.length && queue[0]!.kind === 'notify' && inputs.length < BATCH) inputs.push((queue.shift() as { input: NotifyInput }).input);
      await safely(() => writeNotifications(inputs));
    }
  }

  async function safely(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      // A notification is never worth failing anything for: log and go on with the queue.
      ctx.log.error({ err }, 'notification delivery failed');
    }
  }

  function start(): void {
    running ??= drain().finally(() => {
      running = null;
      // Jobs queued between the loop's last check and here.
      if (queue.length) start();
    });
  }

  function enqueue(job: Job): void {
    queue.push(job);
    start();
  }

  return {
    /** Queues a notification; returns at once (call after the caller's transaction committed). */
    notify(input: NotifyInput): void {
      if (Array.isArray(input.to) && !input.to.length) return;
      enqueue({ kind: 'notify', input });
    },
    /** Removes the notifications an undone event (or a deleted subject) produced, and tells their readers. */
    cancel(input: CancelInput): void {
      enqueue({ kind: 'cancel', input });
    },
    /** Counts a source listener's work as in flight until it settles (flush waits for it). */
    track<T>(work: Promise<T>): Promise<T> {
      pending.add(work);
      const done = () => pending.delete(work);
      work.then(done, done);
      return work;
    },
    /** Resolves when everything queued so far (and by listeners still at work) is written and pushed. */
    async flush(): Promise<void> {
      while (running || pending.size) {
        if (pending.size) await Promise.allSettled([...pending]);
        if (running) await running;
      }
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
