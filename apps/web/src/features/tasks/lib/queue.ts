// The card queue as pure functions (community.md §4 Task cards): batches are queued without
// duplicates, a batch with fewer than 3 cards means all are loaded; a card older than 8 min is
// dropped except the first; yes, no and skip wait 5 s for an undo (one at a time: a new answer,
// or an add, sends the waiting one first); the previous card comes back while its answer waits.
import type { TaskAction, TaskCard } from '@glossa/contract';
import { TASK_LIMITS, TASK_TIMING } from '@glossa/contract/task-rules';

export interface QueuedCard {
  card: TaskCard;
  /** When the client received it (date_of_receipt), ms. */
  receivedAt: number;
}

export type HeldAction = Exclude<TaskAction, 'add'>;

export interface PendingAnswer {
  entry: QueuedCard;
  action: HeldAction;
  dueAt: number;
}

export interface QueueState {
  cards: QueuedCard[];
  allLoaded: boolean;
  pending: PendingAnswer | null;
}

export const emptyQueue: QueueState = { cards: [], allLoaded: false, pending: null };

export function addBatch(state: QueueState, batch: TaskCard[], now: number): QueueState {
  const known = new Set([...state.cards.map((c) => c.card.task_id), ...(state.pending ? [state.pending.entry.card.task_id] : [])]);
  const fresh = batch.filter((c) => !known.has(c.task_id)).map((card) => ({ card, receivedAt: now }));
  return { ...state, cards: [...state.cards, ...fresh], allLoaded: batch.length < TASK_LIMITS.allLoadedBelow };
}

export const isExpired = (entry: QueuedCard, now: number) => now - entry.receivedAt > TASK_TIMING.expiryMs;

/** Drops expired cards, except the first (the one on screen). */
export function dropExpired(state: QueueState, now: number): QueueState {
  const [first, ...rest] = state.cards;
  if (!first) return state;
  const kept = rest.filter((c) => !isExpired(c, now));
  return kept.length === rest.length ? state : { ...state, cards: [first, ...kept] };
}

/** Ids to exclude from the next batch (everything queued or waiting). */
export const queuedIds = (state: QueueState) => [...state.cards.map((c) => c.card.task_id), ...(state.pending ? [state.pending.entry.card.task_id] : [])];

/** The card on screen gets a held answer; a previously held one is returned to be sent now. */
export function hold(state: QueueState, action: HeldAction, now: number): { state: QueueState; flush: PendingAnswer | null } {
  const [first, ...rest] = state.cards;
  if (!first) return { state, flush: null };
  return { state: { ...state, cards: rest, pending: { entry: first, action, dueAt: now + TASK_TIMING.undoMs } }, flush: state.pending };
}

/** Undo, and "return to the previous card": the held card comes back to the front. */
export function undo(state: QueueState): QueueState {
  if (!state.pending) return state;
  return { ...state, cards: [state.pending.entry, ...state.cards], pending: null };
}

/** The held answer is due (or must go now): it leaves the state and is returned to be sent. */
export function release(state: QueueState): { state: QueueState; send: PendingAnswer | null } {
  return { state: { ...state, pending: null }, send: state.pending };
}

/** The card on screen is done another way (an add answer sent at once, or no longer relevant). */
export function removeCard(state: QueueState, taskId: number): QueueState {
  return { ...state, cards: state.cards.filter((c) => c.card.task_id !== taskId) };
}

export const needsMore = (state: QueueState) => !state.allLoaded && state.cards.length < TASK_LIMITS.allLoadedBelow;
