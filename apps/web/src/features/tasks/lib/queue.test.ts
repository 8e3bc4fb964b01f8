import { describe, expect, it } from 'vitest';
import type { TaskCard } from '@glossa/contract';
import { TASK_TIMING } from '@glossa/contract/task-rules';
import { addBatch, dropExpired, emptyQueue, hold, needsMore, queuedIds, release, undo } from './queue';
import { readTypes, saveTypes, typeFilter } from './type-settings';

const card = (id: number): TaskCard => ({
  task_id: id,
  type: 'chk_translation_union',
  actions: ['yes', 'no', 'skip', 'add'],
  comment_count: 0,
  material: { entity_type_slug: 'translation-union', entity_id: id, lang_codes: ['eng', 'ger'], summary: 'a → b', words: [], explanations: [], attributes: [], sentences: [] },
  author: null,
  received_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('card queue', () => {
  it('queues batches without duplicates and knows when all are loaded', () => {
    let q = addBatch(emptyQueue, [card(1), card(2), card(3)], 0);
    expect(q.allLoaded).toBe(false);
    q = addBatch(q, [card(3), card(4)], 0);
    expect(q.cards.map((c) => c.card.task_id)).toEqual([1, 2, 3, 4]);
    expect(q.allLoaded).toBe(true);
    expect(needsMore(q)).toBe(false);
  });

  it('drops expired cards except the first', () => {
    let q = addBatch(emptyQueue, [card(1), card(2)], 0);
    q = addBatch(q, [card(3), card(4), card(5)], TASK_TIMING.expiryMs);
    q = dropExpired(q, TASK_TIMING.expiryMs + 1);
    expect(q.cards.map((c) => c.card.task_id)).toEqual([1, 3, 4, 5]);
  });

  it('holds an answer for the undo window, sends the previous one first, and undoes back to the front', () => {
    let q = addBatch(emptyQueue, [card(1), card(2), card(3)], 0);
    const first = hold(q, 'yes', 100);
    expect(first.flush).toBeNull();
    expect(first.state.pending).toMatchObject({ action: 'yes', dueAt: 100 + TASK_TIMING.undoMs });
    const second = hold(first.state, 'no', 200);
    expect(second.flush?.entry.card.task_id).toBe(1);
    q = undo(second.state);
    expect(q.cards.map((c) => c.card.task_id)).toEqual([2, 3]);
    expect(queuedIds(hold(q, 'skip', 300).state)).toEqual([3, 2]);
    const released = release(hold(q, 'skip', 300).state);
    expect(released.send?.action).toBe('skip');
    expect(released.state.pending).toBeNull();
  });

  it('sends the type filter only with 1 to 16 saved types', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readTypes(storage)).toEqual([]);
    expect(typeFilter(readTypes(storage))).toBeUndefined();
    saveTypes(['add_word_audio', 'chk_translation_union'], storage);
    expect(typeFilter(readTypes(storage))).toEqual(['add_word_audio', 'chk_translation_union']);
    store.set('tasks_setting_types', 'not json');
    expect(readTypes(storage)).toEqual([]);
  });
});
