// The group-commit insert of chat messages: one statement writes a whole batch of sends (the
// batcher in ../send-batcher.ts decides what goes together; this file only writes).
import type { Database } from '../../../platform/db/index';
import { retryOnConflict } from '../../../platform/db/conflicts';
import type { MessageRow, NewMessage } from '../repository';
import { messageFromRaw } from './message-row';

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

/** One send of a batch: the message and the companion it goes to. */
export interface BatchedSend {
  message: NewMessage;
  companionId: number;
}

/** A stored message of a batch with the companion's unread counter and mute flag after it. */
export interface BatchedResult {
  row: MessageRow;
  companionUnread: number;
  companionMuted: boolean;
}

/**
 * Inserts the batch in one statement (a prepared one on PostgreSQL). Rows not stored (client id
 * already used, a block, a deleted companion) are missing from the answer.
 */
export async function insertBatch(database: Database, batch: BatchedSend[]): Promise<BatchedResult[]> {
  const col = <T>(pick: (e: BatchedSend) => T) => batch.map(pick);
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
  // A deadlock or serialization failure with another transaction: the batch runs again (counted
  // with every other transient conflict, platform/db/conflicts.ts).
  return retryOnConflict(async () => {
    const rows = database.pool
      ? (await database.pool.query<Record<string, unknown>>({ name: 'glossa_chat_send_batch', text: BATCH_SQL, values })).rows
      : (await database.pglite!.query<Record<string, unknown>>(BATCH_SQL, values)).rows;
    return rows.map((raw) => ({ row: messageFromRaw(raw), companionUnread: Number(raw.companion_unread ?? 0), companionMuted: raw.companion_muted === true }));
  });
}
