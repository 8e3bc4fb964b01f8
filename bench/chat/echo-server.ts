// Baseline for the chat benchmark: a raw Socket.IO server with no database and no checks. It does
// what Glossa does on a send (acknowledge, emit message:new to both users' rooms, chat:unread to the
// recipient), so the difference is the cost of auth-checked, durable, idempotent storage.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

const port = Number(process.env.PORT ?? 0);
const io = new Server({ path: '/broadcast', serveClient: false });
if (process.env.REDIS_URL) {
  const pub = new Redis(process.env.REDIS_URL);
  io.adapter(createAdapter(pub, pub.duplicate(), { key: 'glossa-bench-echo' }));
}
let nextId = 1;
io.on('connection', (socket) => {
  const uuid = String((socket.handshake.auth as { token?: string }).token);
  void socket.join(`private-user.${uuid}`);
  socket.on('message:send', (payload: { chat_id: number; client_message_id: string; text: string; to: string }, ack: (body: unknown) => void) => {
    const message = { id: nextId++, chat_id: payload.chat_id, client_message_id: payload.client_message_id, author_uuid: uuid, text: payload.text, created_at: new Date().toISOString() };
    io.to([`private-user.${uuid}`, `private-user.${payload.to}`]).emit('message:new', { chat_id: payload.chat_id, message });
    io.to(`private-user.${payload.to}`).emit('chat:unread', { chat_id: payload.chat_id, unread_messages_count: 1, has_unread_messages: true });
    ack({ data: message });
  });
});
const server = createServer();
io.attach(server);
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : port}\n`);
});
process.on('SIGTERM', () => {
  void io.close();
  process.exit(0);
});
