// A raw `returning *` row of messages (snake_case, from raw SQL) in the Drizzle row shape.
import type { MessageKind } from '../../../db/schema/index';
import type { MessageRow } from '../repository';

export function messageFromRaw(r: Record<string, unknown>): MessageRow {
  const date = (v: unknown) => (v == null ? null : v instanceof Date ? v : new Date(String(v)));
  return {
    id: Number(r.id),
    chatId: Number(r.chat_id),
    authorId: Number(r.author_id),
    clientMessageId: String(r.client_message_id),
    kind: r.kind as MessageKind,
    text: String(r.text),
    quoteMessageId: r.quote_message_id == null ? null : Number(r.quote_message_id),
    correctionMessageId: r.correction_message_id == null ? null : Number(r.correction_message_id),
    correctionOriginal: (r.correction_original as string | null) ?? null,
    correctionText: (r.correction_text as string | null) ?? null,
    correctionThankedAt: date(r.correction_thanked_at),
    forwardedFromMessageId: r.forwarded_from_message_id == null ? null : Number(r.forwarded_from_message_id),
    forwardedFromUserId: r.forwarded_from_user_id == null ? null : Number(r.forwarded_from_user_id),
    imageFile: (r.image_file as string | null) ?? null,
    imagePreviewFile: (r.image_preview_file as string | null) ?? null,
    audioFile: (r.audio_file as string | null) ?? null,
    createdAt: date(r.created_at)!,
    receivedAt: date(r.received_at),
    readAt: date(r.read_at),
    editedAt: date(r.edited_at),
    deletedAt: date(r.deleted_at),
  };
}

