// The translation addition batch (core.md §4 "Translation addition (batch)", §8 "Contribution
// errors"): one POST per item, in order.
// - Each item ends as success, failed (the translation already exists) or an empty status.
// - Items already success or failed are not resent.
// - Duplicate names, compared after trimming, are marked failed and sent once.
// - TRANSLATION_EXIST_TRANSLATION marks the item failed and the batch goes on; any other error leaves
//   the item with an empty status and ends the batch.
// The caller runs the finish flow when every item succeeded, otherwise refreshes ratings and
// statistics; it clears its loading flag at the end.

export type ItemStatus = 'success' | 'failed' | null;

export interface BatchItem {
  /** Client-side key of the row. */
  key: string;
  /** The translation word as typed. */
  name: string;
  status: ItemStatus;
  /** Why it failed: 'exists' (the server has it) or 'duplicate' (twice in this batch). */
  reason?: 'exists' | 'duplicate' | null;
  /** The translation the server created (on success). */
  translationId?: number | null;
  /** Points this item earned. */
  points?: number;
}

export interface SendResult {
  translationId: number;
  points: number;
}

export interface BatchOutcome<T extends BatchItem> {
  items: T[];
  /** Every item ends as success. */
  allSucceeded: boolean;
  /** The error that ended the batch (an item left with an empty status), or null. */
  stoppedBy: unknown;
  /** Points earned by the items sent in this run. */
  points: number;
  /** Translations created in this run. */
  createdIds: number[];
}

export const batchName = (name: string) => name.trim();

export async function runTranslationBatch<T extends BatchItem>(
  input: readonly T[],
  send: (item: T) => Promise<SendResult>,
  options: {
    /** TRANSLATION_EXIST_TRANSLATION. */
    isExists(error: unknown): boolean;
    /** Called after every change of an item (the UI shows statuses as they arrive). */
    onChange?(items: T[]): void;
  },
): Promise<BatchOutcome<T>> {
  const items = [...input];
  const seen = new Set<string>();
  const createdIds: number[] = [];
  let points = 0;
  let stoppedBy: unknown = null;
  const update = (index: number, patch: Partial<BatchItem>) => {
    items[index] = { ...items[index]!, ...patch };
    options.onChange?.([...items]);
  };

  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    const name = batchName(item.name);
    if (item.status === 'success' || item.status === 'failed') {
      seen.add(name);
      continue;
    }
    if (seen.has(name)) {
      update(index, { status: 'failed', reason: 'duplicate' });
      continue;
    }
    seen.add(name);
    try {
      const result = await send(item);
      points += result.points;
      createdIds.push(result.translationId);
      update(index, { status: 'success', reason: null, translationId: result.translationId, points: result.points });
    } catch (error) {
      if (options.isExists(error)) {
        update(index, { status: 'failed', reason: 'exists' });
        continue;
      }
      update(index, { status: null, reason: null });
      stoppedBy = error;
      break;
    }
  }

  return {
    items,
    allSucceeded: stoppedBy === null && items.every((item) => item.status === 'success'),
    stoppedBy,
    points,
    createdIds,
  };
}
