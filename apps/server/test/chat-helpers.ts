// Helpers for chat and friends tests: open chats, send messages, build multipart bodies.
import { randomUUID } from 'node:crypto';
import type { TestApp } from './app';
import type { TestUser } from './factories';

export async function openChat(t: TestApp, from: TestUser, to: TestUser): Promise<number> {
  const res = await t.app.inject({ url: `/chat-api/chat?recipient_uuid=${to.uuid}`, headers: from.headers });
  if (res.statusCode !== 200) throw new Error(`open chat: ${res.statusCode} ${res.body}`);
  return res.json().data.chat.id;
}

export function sendText(t: TestApp, from: TestUser, chatId: number, text: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/chat-api/chat/${chatId}/messages`,
    headers: from.headers,
    payload: { client_message_id: randomUUID(), text, ...extra },
  });
}

export async function befriend(t: TestApp, a: TestUser, b: TestUser): Promise<void> {
  const req = await t.app.inject({ method: 'POST', url: `/api/friends/${b.uuid}/request`, headers: a.headers });
  if (req.statusCode !== 200) throw new Error(`friend request: ${req.body}`);
  const acc = await t.app.inject({ method: 'POST', url: `/api/friends/${a.uuid}/accept`, headers: b.headers });
  if (acc.statusCode !== 200) throw new Error(`friend accept: ${acc.body}`);
}

/** A multipart/form-data body with text fields and one file part. */
export function multipart(fields: Record<string, string>, file?: { name?: string; filename: string; type: string; bytes: Buffer }) {
  const boundary = `----glossa${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid, tiny PCM WAV file (0.1 s of silence). */
export function wavBytes(): Buffer {
  const samples = 800;
  const data = Buffer.alloc(samples * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
