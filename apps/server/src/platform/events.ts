// An after-commit event seam for modules that tell others what happened (the feed has its own,
// modules/feed/events.ts): `on(listener)` to subscribe, `publish(event)` once the write committed.
// Listeners run after the answer is on its way; a failing listener is logged, never fails the request.
import type { FastifyBaseLogger } from 'fastify';

export interface EventSeam<E extends { type: string }> {
  on(listener: (event: E) => void | Promise<void>): void;
  /** Call only once the write committed. */
  publish(event: E): void;
}

export function createEventSeam<E extends { type: string }>(log: FastifyBaseLogger, name: string): EventSeam<E> {
  const listeners: ((event: E) => void | Promise<void>)[] = [];
  return {
    on(listener) {
      listeners.push(listener);
    },
    publish(event) {
      for (const listener of listeners) {
        queueMicrotask(() => {
          Promise.resolve()
            .then(() => listener(event))
            .catch((err: unknown) => log.error({ err, event: event.type }, `${name} event listener failed`));
        });
      }
    },
  };
}
