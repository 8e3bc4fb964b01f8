// What other parts of the app hook into around the session, without importing the accounts feature:
//   onSessionRefreshed  new tokens arrived: reconnect realtime (the chat socket plugs in here)
//   onSessionEnded      logout, deletion or a refresh that failed: close panels, drop sockets, forget caches
type Listener = () => void;

const refreshed = new Set<Listener>();
const ended = new Set<Listener>();

function subscribe(set: Set<Listener>, listener: Listener): () => void {
  set.add(listener);
  return () => void set.delete(listener);
}

function emit(set: Set<Listener>): void {
  for (const listener of [...set]) {
    try {
      listener();
    } catch (err) {
      // One broken listener must not keep the others (or the logout) from running.
      console.error('[session] listener failed', err);
    }
  }
}

/** Called after every successful token refresh (core.md §4: "the realtime connection reconnects"). */
export const onSessionRefreshed = (listener: Listener) => subscribe(refreshed, listener);
/** Called once when a session ends, whatever the reason (core.md §4: "panels are closed"). */
export const onSessionEnded = (listener: Listener) => subscribe(ended, listener);

export const emitSessionRefreshed = () => emit(refreshed);
export const emitSessionEnded = () => emit(ended);
