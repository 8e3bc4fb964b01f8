// The Socket.IO client of /broadcast (loaded on demand: see ./index.ts). It connects with the
// current access token (asked for at every connection attempt, so a reconnection always carries a
// fresh one), follows the session (core.md §4: "on success the realtime connection reconnects";
// closed when the session ends) and forwards server events to ./events.
//
// Token life: the server closes a connection when its token expires (`session:expired`, then a
// server-side disconnect, after which socket.io does not retry by itself) and refuses a handshake
// with an expired token (`connect_error` with data.reason 'expired'). Both cases reconnect here
// with a refreshed token. A refresh while connected changes nothing: the open connection keeps
// running until the server closes it, and the next connection takes the new token.
import { io, type Socket } from 'socket.io-client';
import type { ChatClientToServerEvents, ChatServerToClientEvents, SocketAck } from '@glossa/contract';
import { onSessionEnded, onSessionRefreshed } from '../session/events';
import { sessionRefresher } from '../session/session';
import { currentSession } from '../session/session-store';
import { dispatchRealtime, setRealtimeConnected, type RealtimeEventName } from './events';

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;
export type CommandName = keyof ChatClientToServerEvents;
type CommandInput<C extends CommandName> = Parameters<ChatClientToServerEvents[C]>[0];
type CommandAck<C extends CommandName> = Parameters<Parameters<ChatClientToServerEvents[C]>[1]>[0];
export type CommandResult<C extends CommandName> = CommandAck<C> extends SocketAck<infer T> ? T : never;

/** Server events forwarded to subscribers (the names are checked against the contract's event map). */
const FORWARDED: RealtimeEventName[] = [
  'message:new',
  'message:edited',
  'message:deleted',
  'messages:read',
  'chat:unread',
  'friendship:changed',
  'correction:thanked',
  'notification:new',
  'notification:read',
  'progress:level',
  'progress:achievement',
  'notification:cancelled',
  'moderation:task-closed',
  // The administrators' Dictionaries page: an import's live progress.
  'dictionary:import',
];

/** A command the server did not acknowledge in time, or sent while disconnected. */
export class RealtimeUnavailable extends Error {
  override readonly name = 'RealtimeUnavailable';
}

/** The server answered a command with `{errors}` (the same codes as the HTTP API). */
export class RealtimeCommandError extends Error {
  override readonly name = 'RealtimeCommandError';
  constructor(
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

let socket: ChatSocket | null = null;
let everConnected = false;
let expiredRetries = 0;
let unavailableRetries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const stops: (() => void)[] = [];

function create(): ChatSocket {
  const s: ChatSocket = io({
    path: '/broadcast',
    // Asked at every attempt: the refresher hands out a refreshed token when the old one is due.
    auth: (cb) => {
      sessionRefresher.accessToken().then(
        (token) => cb({ token }),
        () => cb({ token: null }),
      );
    },
  });

  s.on('connect', () => {
    expiredRetries = 0;
    unavailableRetries = 0;
    const resync = everConnected;
    everConnected = true;
    setRealtimeConnected(true, resync);
  });
  s.on('disconnect', (reason) => {
    setRealtimeConnected(false);
    // The server closed it (token expired, or the session's connections were ended): socket.io does
    // not retry those. A live session gets a fresh token through `auth` above.
    if (reason === 'io server disconnect' && currentSession()) s.connect();
  });
  s.on('connect_error', (err: Error & { data?: { code?: string; reason?: string } }) => {
    setRealtimeConnected(false);
    if (s.active) return; // a transport failure: socket.io retries with backoff
    // Refused by the server's middleware. An expired token is refreshed and tried again; a server
    // that is shutting down (a restart, a deploy) is tried again a little later; a missing, invalid
    // or ended session is not (the session itself ends, or the next refresh reconnects).
    if (err.data?.reason === 'expired' && currentSession() && expiredRetries < 3) {
      expiredRetries += 1;
      void sessionRefresher.refresh().then((ok) => ok && s.connect());
    } else if (err.data?.code === 'SERVICE_UNAVAILABLE' && currentSession()) {
      unavailableRetries += 1;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => s.connect(), Math.min(30_000, 1000 * 2 ** Math.min(unavailableRetries, 5)));
    }
  });
  s.on('session:expired', () => {
    // The disconnect that follows reconnects; refreshing now has the new token ready for it.
    void sessionRefresher.accessToken();
  });
  for (const event of FORWARDED) {
    // Each name is forwarded with its own payload; TypeScript cannot pair them inside the loop.
    (s.on as (name: string, listener: (payload: unknown) => void) => void)(event, (payload) =>
      dispatchRealtime(event, payload as never),
    );
  }
  return s;
}

/** Opens the connection for the signed-in user (idempotent). */
export function startRealtime(): ChatSocket | null {
  if (socket) return socket;
  if (!currentSession()) return null;
  socket = create();
  stops.push(
    onSessionRefreshed(() => {
      if (socket && !socket.connected && !socket.active) socket.connect();
    }),
    onSessionEnded(stopRealtime),
  );
  return socket;
}

/** Closes the connection (the session ended). */
export function stopRealtime(): void {
  clearTimeout(retryTimer);
  stops.splice(0).forEach((stop) => stop());
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  everConnected = false;
  setRealtimeConnected(false);
}

/**
 * Sends a command and resolves with the server's `data`, or rejects with RealtimeCommandError (an
 * error answer) or RealtimeUnavailable (not connected, or no acknowledgement within `timeoutMs`).
 */
export function command<C extends CommandName>(
  name: C,
  input: CommandInput<C>,
  timeoutMs = 10_000,
): Promise<CommandResult<C>> {
  const s = socket ?? startRealtime();
  if (!s?.connected) return Promise.reject(new RealtimeUnavailable('not connected'));
  return new Promise((resolve, reject) => {
    // socket.io's own typing of timeout() + emit() with an ack is not expressible for a generic name.
    const timed = s.timeout(timeoutMs) as unknown as {
      emit(event: C, payload: CommandInput<C>, ack: (err: Error | null, answer: SocketAck<CommandResult<C>>) => void): void;
    };
    timed.emit(name, input, (err, answer) => {
      if (err) return reject(new RealtimeUnavailable('no acknowledgement'));
      if ('errors' in answer) {
        const first = answer.errors[0];
        return reject(new RealtimeCommandError(first?.code ?? 'ERROR', first?.message ?? 'Error', first?.field));
      }
      resolve(answer.data);
    });
  });
}
