// Group commit for message sends. A send that arrives while the statements in flight are running
// waits for one of them to finish and then goes out with every other send that arrived meanwhile, as
// ONE statement (one transaction, one WAL flush). At low load a batch is a single message and nothing waits; under load
// batches grow, so commits per second stay low while every acknowledged message is committed.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/index';
import { messageFromRaw, type MessageRow, type NewMessage } from './repository';

/** Inserts a batch (arrays of columns), unless either user of a row blocked the other, the companion
 *  deleted their account or the client id was used; then moves each member's list position and unread counter once per chat. */
const BATCH_SQL = `
  with v as (
    select * from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::text[],
                         $10::text[], $11::int[], $12::int[], $13::text[], $14::text[], $15::text[], $16::timestamptz[], $17::int[])
      as v(chat_id, author_id, companion_id, client_message_id, kind, text, quote_message_id, correction_message_id, correction_original,
           correction_text, forwarded_from_message_id, forwarded_from_user_id, image_file, image_preview_file, audio_file, created_at, ord)
  ), ins as (
    insert into messages (chat_id, author_id, client_message_id, kind, text, quote_message_id, correction_message_id, correction_original,
                          correction_text, forwarded_from_message_id, forwarded_from_user_id, image_file, image_preview_file, audio_file, created_at)
    select chat_id, author_id, client_message_id, kind, text, quote_message_id, correction_message_id, correction_original,
           correction_text, forwarded_from_message_id, forwarded_from_user_id, image_file, image_preview_file, audio_file, created_at
    from v
    where not exists (
      select 1 from user_blocks b
      where (b.blocker_id = v.author_id and b.blocked_id = v.companion_id) or (b.blocker_id = v.companion_id and b.blocked_id = v.author_id))
      and not exists (select 1 from users u where u.id = v.companion_id and u.deleted_at is not null)
    order by v.ord
    on conflict (author_id, client_message_id) do nothing
    returning *
  ), per_member as (
    select m.chat_id, m.user_id, max(ins.id) as last_id, count(*) filter (where ins.author_id <> m.user_id) as added
    from ins join chat_members m on m.chat_id = ins.chat_id
    group by m.chat_id, m.user_id
  ), locked as materialized (
    -- Lock the member rows in one global order, so concurrent batches (other processes) queue
    -- instead of deadlocking.
    select cm.chat_id, cm.user_id from chat_members cm join per_member p on p.chat_id = cm.chat_id and p.user_id = cm.user_id
    order by cm.chat_id, cm.user_id
    for update of cm
  ), upd as (
    update chat_members cm
    set last_message_id = greatest(coalesce(cm.last_message_id, 0), p.last_id),
        unread_count = cm.unread_count + p.added,
        is_hidden = false
    from per_member p join locked l on l.chat_id = p.chat_id and l.user_id = p.user_id
    where cm.chat_id = p.chat_id and cm.user_id = p.user_id
    returning cm.chat_id, cm.user_id, cm.unread_count, cm.is_muted
  )
  select ins.*, upd.unread_count as companion_unread, upd.is_muted as companion_muted
  from ins
  join v on v.author_id = ins.author_id and v.client_message_id = ins.client_message_id
  left join upd on upd.chat_id = ins.chat_id and upd.user_id = v.companion_id`;

export interface SendResult {
  row: MessageRow;
  companionUnread: number;
  companionMuted: boolean;
}

interface Entry {
  message: NewMessage;
  companionId: number;
  resolve: (result: SendResult | null) => void;
  reject: (err: unknown) => void;
}

const MAX_BATCH = 256;
const MAX_IN_FLIGHT = 4;
/** Deadlock or serialization failure with another transaction: safe to run the batch again. */
const RETRYABLE = new Set(['40P01', '40001']);

export function createSendBatcher(database: Database, log: FastifyBaseLogger) {
  let queue: Entry[] = [];
  let running = 0;
  // A few statements may run at once on PostgreSQL, so one slow commit does not hold up every send
  // (batches lock member rows in one order, so they queue rather than deadlock). PGlite has one connection.
  const maxInFlight = database.pool ? MAX_IN_FLIGHT : 1;

  async function execute(batch: Entry[]): Promise<Record<string, unknown>[]> {
    const col = <T>(pick: (e: Entry) => T) => batch.map(pick);
    const values = [
      col((e) => e.message.chatId),
      col((e) => e.message.authorId),
      col((e) => e.companionId),
      col((e) => e.message.clientMessageId),
      col((e) => e.message.kind),
      col((e) => e.message.text),
      col((e) => e.message.quoteMessageId ?? null),
      col((e) => e.message.correctionMessageId ?? null),
      col((e) => e.message.correctionOriginal ?? null),
      col((e) => e.message.correctionText ?? null),
      col((e) => e.message.forwardedFromMessageId ?? null),
      col((e) => e.message.forwardedFromUserId ?? null),
      col((e) => e.message.imageFile ?? null),
      col((e) => e.message.imagePreviewFile ?? null),
      col((e) => e.message.audioFile ?? null),
      col((e) => e.message.createdAt.toISOString()),
      batch.map((_, i) => i),
    ];
    for (let attempt = 1; ; attempt += 1) {
      try {
        return database.pool
          ? (await database.pool.query<Record<string, unknown>>({ name: 'glossa_chat_send_batch', text: BATCH_SQL, values })).rows
          : (await database.pglite!.query<Record<string, unknown>>(BATCH_SQL, values)).rows;
      } catch (err) {
        if (attempt < 4 && RETRYABLE.has((err as { code?: string }).code ?? '')) continue;
        throw err;
      }
    }
  }

  async function run(batch: Entry[]): Promise<void> {
    let rows: Record<string, unknown>[];
    try {
      rows = await execute(batch);
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      // One bad row must not fail the others: send each on its own.
      log.warn({ err, size: batch.length }, 'chat send batch failed; retrying one by one');
      await Promise.all(batch.map((entry) => run([entry])));
      return;
    }
    const byKey = new Map(rows.map((r) => [`${r.author_id}:${r.client_message_id}`, r]));
    for (const entry of batch) {
      const raw = byKey.get(`${entry.message.authorId}:${entry.message.clientMessageId}`);
      // A second copy of the same client id in one batch gets nothing back: the caller finds the stored one.
      if (raw) byKey.delete(`${entry.message.authorId}:${entry.message.clientMessageId}`);
      entry.resolve(
        raw ? { row: messageFromRaw(raw), companionUnread: Number(raw.companion_unread ?? 0), companionMuted: raw.companion_muted === true } : null,
      );
    }
  }

  function pump(): void {
    while (running < maxInFlight && queue.length) {
      running += 1;
      const batch = queue.length > MAX_BATCH ? queue.splice(0, MAX_BATCH) : queue;
      if (batch === queue) queue = [];
      void run(batch).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  return {
    /** The stored message, or null when it was not stored (client id already used, a block, a deleted companion). */
    submit(message: NewMessage, companionId: number): Promise<SendResult | null> {
      return new Promise((resolve, reject) => {
        queue.push({ message, companionId, resolve, reject });
        pump();
      });
    },
  };
}
