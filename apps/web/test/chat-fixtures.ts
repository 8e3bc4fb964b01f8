// One fake chat message for the chat tests: a plain text message with every field the contract
// has, overridden where a test needs it. Parsed with the contract's schema, so a fake that no
// longer matches the server's shape fails the test that builds it.
import { messageSchema, type Message } from '@glossa/contract';

export function fakeMessage(fields: Partial<Message> & { id: number }): Message {
  const { id } = fields;
  return messageSchema.parse({
    client_message_id: `c${id}`,
    chat_id: 1,
    author_uuid: 'a',
    type: 'text',
    text: `m${id}`,
    created_at: '2026-03-01T00:00:00.000Z',
    received_at: null,
    read_at: null,
    edited_at: null,
    deleted_at: null,
    image: null,
    audio: null,
    quote: null,
    correction: null,
    forwarded_from: null,
    ...fields,
  });
}
