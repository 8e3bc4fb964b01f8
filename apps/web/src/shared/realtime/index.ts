// Realtime for the rest of the app. The socket.io client (~13 KB gzip) is its own chunk, fetched the
// first time something needs the connection (the chat screen, or the signed-in user's unread badge
// after the first paint); pages of guests never load it.
//   onRealtime('message:new', (event) => ...)   typed subscription, usable before the socket loads
//   ensureRealtime()                             connect (signed-in users only)
//   realtimeCommand('message:send', input)       a command with its acknowledgement
import type { ChatClientToServerEvents } from '@glossa/contract';
import type * as SocketModuleTypes from './socket';

export {
  isRealtimeConnected,
  onConnectionChange,
  onRealtime,
  onResync,
  type RealtimeEventName,
  type RealtimePayload,
} from './events';

type SocketModule = typeof SocketModuleTypes;
let loading: Promise<SocketModule> | null = null;

/** The socket module (loaded once). */
export function loadRealtime(): Promise<SocketModule> {
  loading ??= import('./socket').catch((err: unknown) => {
    loading = null; // a failed chunk load may succeed later
    throw err;
  });
  return loading;
}

/** Connects the signed-in user's socket (nothing for a guest). */
export async function ensureRealtime(): Promise<void> {
  (await loadRealtime()).startRealtime();
}

type Command = keyof ChatClientToServerEvents;

/** Sends a socket command; see socket.ts `command` for the errors it rejects with. */
export async function realtimeCommand<C extends Command>(
  name: C,
  input: Parameters<ChatClientToServerEvents[C]>[0],
  timeoutMs?: number,
): Promise<SocketModuleTypes.CommandResult<C>> {
  return (await loadRealtime()).command(name, input, timeoutMs);
}

/** Error answers of socket commands carry the API's error code. */
export function realtimeErrorCode(err: unknown): string | null {
  return err instanceof Error && err.name === 'RealtimeCommandError' ? (err as Error & { code: string }).code : null;
}

/** True when a command failed for want of a connection (worth sending again later). */
export function isRealtimeUnavailable(err: unknown): boolean {
  return err instanceof Error && err.name === 'RealtimeUnavailable';
}
