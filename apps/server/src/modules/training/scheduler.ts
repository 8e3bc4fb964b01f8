// Spaced repetition with FSRS (ts-fsrs, the maintained implementation; the algorithm is not
// written here). Every answer is a review: right is Good, wrong is Again, a skipped word ("I know
// it") is Easy. A card counts as learned at a stability of TRAINING_LIMITS.learnedStabilityDays.
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import { TRAINING_LIMITS } from '@glossa/contract';
import type { CardRow } from './repository';

const scheduler = fsrs({ enable_fuzz: false });

export type ReviewOutcome = 'right' | 'wrong' | 'skipped';
const GRADES: Record<ReviewOutcome, Grade> = { right: Rating.Good, wrong: Rating.Again, skipped: Rating.Easy };

function toCard(row: CardRow | undefined, now: Date): Card {
  if (!row) return createEmptyCard(now);
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.last_review ?? undefined,
  };
}

/** The card after one review at `now`. */
export function review(unionId: number, row: CardRow | undefined, outcome: ReviewOutcome, now: Date): CardRow {
  const { card } = scheduler.next(toCard(row, now), now, GRADES[outcome]);
  return {
    union_id: unionId,
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ?? now,
  };
}

/**
 * "I know this word": an Easy review that also counts the word as learned for this learner (the
 * compilation's "learned" and the statistics agree with what they said), so its stability is at
 * least the learned threshold and it comes back no sooner than that many days.
 */
export function markKnown(unionId: number, row: CardRow | undefined, now: Date): CardRow {
  const card = review(unionId, row, 'skipped', now);
  const days = TRAINING_LIMITS.learnedStabilityDays;
  if (card.stability >= days) return card;
  const due = new Date(Math.max(card.due.getTime(), now.getTime() + days * 86_400_000));
  return { ...card, stability: days, scheduled_days: Math.max(card.scheduled_days, days), due };
}

/**
 * "Repeat these words": the card is due now, so the repeat lesson serves it at once. What the
 * learner has learned (stability, difficulty, reviews) is kept; a word without a card gets a new one.
 */
export function dueNow(unionId: number, row: CardRow | undefined, now: Date): CardRow {
  if (!row) {
    const card = createEmptyCard(now);
    return { union_id: unionId, due: now, stability: card.stability, difficulty: card.difficulty, elapsed_days: card.elapsed_days, scheduled_days: card.scheduled_days, learning_steps: card.learning_steps, reps: card.reps, lapses: card.lapses, state: card.state, last_review: null };
  }
  return row.due.getTime() <= now.getTime() ? row : { ...row, due: now };
}

export const isLearned = (row: CardRow | undefined) => (row?.stability ?? 0) >= TRAINING_LIMITS.learnedStabilityDays;
