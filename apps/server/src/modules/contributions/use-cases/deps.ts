// What the contributions use cases share: the app context, the dictionary (presented answers,
// read cache), reference data (attributes, subjects) and the audio file store.
import type { AppContext } from '../../../platform/context';
import type { Tx } from '../../../platform/db/index';
import type { FileStore } from '../../../platform/storage/files';
import type { DictionaryService } from '../../dictionary/service';
import type { ReferenceService } from '../../reference/service';

export interface ContributionsDeps {
  ctx: AppContext;
  dictionary: DictionaryService;
  reference: ReferenceService;
  audioFiles: FileStore;
}

/** Runs a write in one transaction, then clears the dictionary's cached guest answers. */
export async function write<T>(deps: ContributionsDeps, work: (tx: Tx) => Promise<T>) {
  const result = await deps.ctx.db.transaction(work);
  deps.dictionary.invalidateReadCache();
  return result;
}
