// Which members' points moved in a unit of work, so their progress (level, achievements) is
// checked once the transaction committed. The ledger writer notes the member (`noteLedgerChange`);
// the module that owns the transaction runs it inside `collectLedgerChanges` and, after commit,
// tells the progress module (modules/progress) who to check. Outside a scope nothing is noted.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<Set<number>>();

export function noteLedgerChange(userId: number | null | undefined): void {
  if (userId) scope.getStore()?.add(userId);
}

/** Runs `work`; returns its result and the members whose ledger rows it wrote. */
export async function collectLedgerChanges<T>(work: () => Promise<T>): Promise<{ result: T; userIds: number[] }> {
  const touched = new Set<number>();
  const result = await scope.run(touched, work);
  return { result, userIds: [...touched] };
}
