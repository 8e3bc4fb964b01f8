// Synonym and antonym batches (core.md §4): every item ends as success or failed with an error key
// (SYNONYM_UNIQUE -> error_synonym_exists, ..._CANNOT_BE_ADDED_EXCEPTION -> ..._cannot_be_added;
// core.md §8: "Duplicates inside a batch also get the exists keys"). Unlike translations, one
// failure does not end the batch. Items already success or failed are not resent.
import { batchName, type ItemStatus } from './translation-batch';

export interface RelationItem {
  key: string;
  name: string;
  status: ItemStatus;
  /** Message key of a failed item. */
  errorKey?: string | null;
  points?: number;
}

export interface RelationOutcome<T extends RelationItem> {
  items: T[];
  allSucceeded: boolean;
  points: number;
}

export async function runRelationBatch<T extends RelationItem>(
  input: readonly T[],
  send: (item: T) => Promise<{ points: number }>,
  options: {
    /** Message key for a failed call. */
    errorKey(error: unknown): string;
    /** Message key of "already exists" (duplicates inside the batch). */
    existsKey: string;
    onChange?(items: T[]): void;
  },
): Promise<RelationOutcome<T>> {
  const items = [...input];
  const seen = new Set<string>();
  let points = 0;
  const update = (index: number, patch: Partial<RelationItem>) => {
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
      update(index, { status: 'failed', errorKey: options.existsKey });
      continue;
    }
    seen.add(name);
    try {
      const result = await send(item);
      points += result.points;
      update(index, { status: 'success', errorKey: null, points: result.points });
    } catch (error) {
      update(index, { status: 'failed', errorKey: options.errorKey(error) });
    }
  }
  return { items, allSucceeded: items.every((item) => item.status === 'success'), points };
}
