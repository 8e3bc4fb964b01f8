// Realtime: Socket.IO attached to the Fastify HTTP server at path /broadcast. A client connects
// with its access token; each user joins the private room `private-user.<uuid>`. Services publish
// through toUser/toUsers AFTER their transaction committed (never inside it). With REDIS_URL the
// Redis adapter shares rooms between server processes (ioredis and the adapter are imported only then).
import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { CommonErrorCode, RealtimeEvents } from '@glossa/contract';
import type { AccessTokens } from '../auth/tokens';
import type { Viewer } from '../auth/viewer';

export const REALTIME_PATH = '/broadcast';
export const userRoom = (uuid: string) => `private-user.${uuid}`;

export interface SocketData {
  viewer: Viewer;
  /** When the access token expires (ms since epoch, on the app clock). */
  expiresAt: number;
}

/** Sent just before the server closes a connection whose access token expired. */
export const SESSION_EXPIRED_EVENT = RealtimeEvents.sessionExpired;
export type ViewerSocket = Socket & { data: SocketData };

export interface RealtimeOptions {
  tokens: AccessTokens;
  /** Same check as the HTTP auth plugin: is the session behind the token still active? */
  isSessionActive?: (sessionId: string) => Promise<boolean>;
  redisUrl?: string;
  log: FastifyBaseLogger;
  /** The app clock (token expiry). */
  now: () => Date;
}

export interface Realtime {
  /** Publish to every connected client of one user (on any server process). */
  toUser(uuid: string, event: string, payload: unknown): void;
  toUsers(uuids: readonly string[], event: string, payload: unknown): void;
  /**
   * Whether the user has a connected socket on any server process (the Redis adapter asks the
   * others). When the answer cannot be had (a process did not answer in time) it says false: a
   * notification too many is better than a message nobody hears of.
   */
  isOnline(uuid: string): Promise<boolean>;
  /** Disconnects (on every process) the connections of one session: call after logout or revocation. */
  endSession(uuid: string, sessionId: string): Promise<void>;
  /** Runs for every authenticated connection (after it joined its private room). */
  onConnection(handler: (socket: ViewerSocket) => void): void;
  /** Counts a command handler as in flight, so shutdown waits for it. */
  track<T>(work: Promise<T>): Promise<T>;
  /** True once shutdown started: commands are refused. */
  readonly closing: boolean;
  attach(server: HttpServer): void;
  /** Refuse new connections, let in-flight commands finish, disconnect this process's clients. */
  drain(): Promise<void>;
  /** Release the adapter and its Redis connections. */
  close(): Promise<void>;
  readonly io: Server;
}

/** connect_error the client receives: `err.message` plus `err.data.code` / `err.data.reason`. */
function refusal(message: string, reason: string): Error & { data: unknown } {
  return Object.assign(new Error(message), { data: { code: CommonErrorCode.UNAUTHENTICATED, reason } });
}

export function tokenFromHandshake(handshake: Socket['handshake']): string | null {
  const fromAuth = (handshake.auth as { token?: unknown } | undefined)?.token;
  const raw = typeof fromAuth === 'string' ? fromAuth : handshake.headers.authorization;
  if (typeof raw !== 'string' || !raw.trim()) return null;
  const match = /^(?:Bearer\s+)?(\S+)$/i.exec(raw.trim());
  return match ? match[1]! : null;
}

export async function createRealtime(options: RealtimeOptions): Promise<Realtime> {
  const io = new Server({
    path: REALTIME_PATH,
    serveClient: false,
    // Same-origin web app; browsers on other origins get no CORS headers.
    cors: undefined,
    maxHttpBufferSize: 256 * 1024,
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });

  let redis: { pub: Redis; sub: Redis } | null = null;
  if (options.redisUrl) {
    const [{ Redis }, { createAdapter }] = await Promise.all([import('ioredis'), import('@socket.io/redis-adapter')]);
    const pub = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (err) => options.log.warn({ err }, 'realtime redis error'));
    io.adapter(createAdapter(pub, sub, { key: 'glossa-io' }));
    redis = { pub, sub };
  }

  const handlers: ((socket: ViewerSocket) => void)[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let closing = false;

  io.use(async (socket, next) => {
    if (closing) return next(Object.assign(new Error('Server is shutting down'), { data: { code: CommonErrorCode.SERVICE_UNAVAILABLE } }));
    const token = tokenFromHandshake(socket.handshake);
    if (!token) return next(refusal('Access token required', 'missing'));
    const result = await options.tokens.verify(token);
    if (result === 'expired') return next(refusal('Access token expired', 'expired'));
    if (result === 'invalid') return next(refusal('Invalid access token', 'invalid'));
    if (options.isSessionActive && !(await options.isSessionActive(result.sessionId))) {
      return next(refusal('Session has ended', 'ended'));
    }
    (socket.data as SocketData).viewer = result;
    (socket.data as SocketData).expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
    next();
  });

  io.on('connection', (raw) => {
    const socket = raw as unknown as ViewerSocket;
    void socket.join(userRoom(socket.data.viewer.uuid));
    // A connection lives as long as its token: then the client refreshes and reconnects, so a
    // logged-out or revoked session stops receiving events within one token lifetime.
    const expiry = setTimeout(() => {
      socket.emit(SESSION_EXPIRED_EVENT, { reason: 'expired' });
      socket.disconnect(true);
    }, Math.min(2 ** 31 - 1, Math.max(0, socket.data.expiresAt - options.now().getTime())));
    expiry.unref();
    socket.once('disconnect', () => clearTimeout(expiry));
    for (const handler of handlers) handler(socket);
  });

  return {
    io,
    get closing() {
      return closing;
    },
    toUser(uuid, event, payload) {
      io.to(userRoom(uuid)).emit(event, payload);
    },
    toUsers(uuids, event, payload) {
      if (uuids.length) io.to([...new Set(uuids)].map(userRoom)).emit(event, payload);
    },
    async isOnline(uuid) {
      try {
        return (await io.in(userRoom(uuid)).fetchSockets()).length > 0;
      } catch (err) {
        options.log.warn({ err }, 'realtime presence check failed');
        return false;
      }
    },
    async endSession(uuid, sessionId) {
      const sockets = await io.in(userRoom(uuid)).fetchSockets();
      for (const socket of sockets) {
        if ((socket.data as SocketData).viewer.sessionId === sessionId) socket.disconnect(true);
      }
    },
    onConnection(handler) {
      handlers.push(handler);
    },
    track(work) {
      inFlight.add(work);
      void work.then(
        () => inFlight.delete(work),
        () => inFlight.delete(work),
      );
      return work;
    },
    attach(server) {
      io.attach(server);
    },
    async drain() {
      closing = true;
      while (inFlight.size) await Promise.allSettled([...inFlight]);
      // Local only: with the Redis adapter io.disconnectSockets() would reach other processes.
      // Each connection closes once its write buffer (the last acks) is flushed; then the rest is cut.
      io.local.disconnectSockets(true);
      const deadline = Date.now() + 3000;
      while (io.engine && io.engine.clientsCount > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      io.engine?.close();
    },
    async close() {
      closing = true;
      await Promise.allSettled([...io._nsps.values()].map(async (nsp) => nsp.adapter.close()));
      if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
    },
  };
}
