// Dictionaries for administrators: what the machine has and what is imported, and imports started
// from the page (imports.ts). Everything here is for administrators only (it names files and
// packages of the machine and writes the whole dictionary).
import type { DictionariesInventory, DictionaryImport } from '@glossa/contract';
import { assertAdmin, type Viewer } from '../../platform/auth/viewer';
import type { DictionaryImports, DictionaryService } from '../dictionary/service';
import { presentInventory } from './presenter';

export type DictionaryAdminService = ReturnType<typeof createDictionaryAdminService>;

export function createDictionaryAdminService(deps: { dictionary: Pick<DictionaryService, 'inventory'>; imports: DictionaryImports }) {
  return {
    async inventory(viewer: Viewer): Promise<DictionariesInventory> {
      assertAdmin(viewer);
      return presentInventory(await deps.dictionary.inventory());
    },
    imports: (viewer: Viewer): Promise<DictionaryImport[]> => deps.imports.list(viewer),
    async startImport(viewer: Viewer, sourceId: string): Promise<DictionaryImport> {
      assertAdmin(viewer);
      const found = (await deps.dictionary.inventory()).sources.map((s) => s.id);
      return deps.imports.start(viewer, sourceId, found);
    },
    cancelImport: (viewer: Viewer, id: number): Promise<DictionaryImport> => deps.imports.cancel(viewer, id),
  };
}
