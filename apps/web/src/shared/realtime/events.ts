// The realtime event bus, without the socket: features subscribe here at any time (before the
// socket.io client has even loaded) and the socket module dispatches into it. Kept tiny and free of
// dependencies because the shell's unread badge imports it.
import type { ChatServerToClientEvents } from '@glossa/contract';

export type RealtimeEventName = keyof ChatServerToClientEvents;
export type RealtimePayload<E extends RealtimeEventName> = Parameters<ChatServerToClientEvents[E]>[0];
type Handler<E extends RealtimeEventName> = (payload: RealtimePayload<E>) => void;

const handlers = new Map<RealtimeEventName, Set<(payload: never) => void>>();
/** Called after the socket (re)connects: what arrived while it was away must be fetched again. */
const resyncHandlers = new Set<() => void>();
const statusHandlers = new Set<(connected: boolean) => void>();
let connected = false;

/** Typed subscription to a server event; returns the unsubscribe function. */
export function onRealtime<E extends RealtimeEventName>(event: E, handler: Handler<E>): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler as (payload: never) => void);
  return () => void set.delete(handler as (payload: never) => void);
}

/** Runs after every reconnection (not the first connection): catch up on what was missed. */
export function onResync(handler: () => void): () => void {
  resyncHandlers.add(handler);
  return () => void resyncHandlers.delete(handler);
}

/** Connection state changes (true when connected). */
export function onConnectionChange(handler: (connected: boolean) => void): () => void {
  statusHandlers.add(handler);
  return () => void statusHandlers.delete(handler);
}

export const isRealtimeConnected = (): boolean => connected;

function safely(run: () => void): void {
  try {
    run();
  } catch (err) {
    // One broken subscriber must not keep the others from their event.
    console.error('[realtime] handler failed', err);
  }
}

/** For the socket module: deliver one server event to its subscribers. */
export function dispatchRealtime<E extends RealtimeEventName>(event: E, payload: RealtimePayload<E>): void {
  for (const handler of [...(handlers.get(event) ?? [])]) safely(() => (handler as Handler<E>)(payload));
}

/** For the socket module: the connection went up or down; `resync` after a reconnection. */
export function setRealtimeConnected(value: boolean, resync = false): void {
  connected = value;
  for (const handler of [...statusHandlers]) safely(() => handler(value));
  if (value && resync) for (const handler of [...resyncHandlers]) safely(handler);
}
