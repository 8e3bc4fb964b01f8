// Dictionaries for administrators: what the machine has and what is imported. Reading the
// inventory is for administrators only (it names files and packages of the machine).
import type { DictionariesInventory } from '@glossa/contract';
import { assertAdmin, type Viewer } from '../../platform/auth/viewer';
import type { DictionaryService } from '../dictionary/service';
import { presentInventory } from './presenter';

export type DictionaryAdminService = ReturnType<typeof createDictionaryAdminService>;

export function createDictionaryAdminService(deps: { dictionary: Pick<DictionaryService, 'inventory'> }) {
  return {
    async inventory(viewer: Viewer): Promise<DictionariesInventory> {
      assertAdmin(viewer);
      return presentInventory(await deps.dictionary.inventory());
    },
  };
}
