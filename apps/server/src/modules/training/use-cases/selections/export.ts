// A selection as a file: Anki notes (TSV with audio file names and examples) or CSV, in the same
// formats as a favorites folder's export (the favorites module's formats).
import type { Viewer } from '../../../../platform/auth/viewer';
import type { ExportRow } from '../../../favorites/service';
import { orient } from '../../presenter';
import { trainingRepository as repo } from '../../repository';
import type { TrainingDeps } from '../deps';
import { readableBare } from './access';
import type { SelectionWords } from './words';

export function selectionExport(deps: TrainingDeps, words: SelectionWords) {
  return {
    async export(viewer: Viewer | null, uuid: string, format: 'anki' | 'csv') {
      const s = await readableBare(deps.ctx.db, uuid, viewer);
      const ids = await repo.contents.unionIds(deps.ctx.db, s.id);
      const found = await words.translations(viewer, ids);
      const sides = ids.flatMap((id) => {
        const t = found.get(id);
        const o = t && orient(t, s.lang_from, s.lang_to);
        return o ? [o] : [];
      });
      const examples = await deps.dictionary.batch.examples(sides.map(([from, to]) => ({ wordId: from.id, langT: to.lang_code, translationWord: to.name })));
      const rows: ExportRow[] = sides.map(([from, to]) => {
        const ex = examples.get(`${from.id}:${to.lang_code}`);
        return {
          type: 'translation',
          word: from.name,
          translation: to.name,
          lang_from: from.lang_code,
          lang_to: to.lang_code,
          example: ex?.text ?? '',
          example_translation: ex?.translation ?? '',
          comment: '',
          audio: from.audios[0]?.actual_file_name ?? '',
        };
      });
      const f = deps.favorites.formats;
      return format === 'anki'
        ? { body: f.toAnki(rows, s.name), contentType: 'text/tab-separated-values; charset=utf-8', disposition: f.contentDisposition(s.name, 'txt') }
        : { body: f.toCsv(rows), contentType: 'text/csv; charset=utf-8', disposition: f.contentDisposition(s.name, 'csv') };
    },
  };
}
