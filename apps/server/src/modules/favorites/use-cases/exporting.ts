// A folder as a file: CSV or Anki's tab-separated notes (export-format.ts). The dictionary's
// current texts, first audio and an example sentence are used where the entry still exists, the
// saved texts otherwise. Entities and examples are read in chunks (a few statements per 500 rows).
import {
  FAVORITES_LIMITS,
  type FavoriteExportFormat,
  type SentenceItem,
  type Translation,
} from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Folders } from './folders';
import type { DictionaryReader, Items } from './items';
import { contentDisposition, toAnki, toCsv, type ExportRow } from '../export-format';
import { favoritesRepository as repo, type FavoriteRow } from '../repository';

const CHUNK = 500;

export interface ExportFile {
  body: string;
  contentType: string;
  disposition: string;
}

export function createExports(
  ctx: AppContext,
  deps: { folders: Folders; items: Items; dictionary: DictionaryReader },
) {
  function rowOf(
    f: FavoriteRow,
    t: Translation | undefined,
    s: SentenceItem | undefined,
    example: { text: string; translation: string } | undefined,
  ): ExportRow {
    const common = { comment: f.comment ?? '', example: '', example_translation: '', audio: '' };
    if (t) {
      return {
        ...common,
        type: 'translation',
        word: t.primary_word.name,
        translation: t.translation_word.name,
        lang_from: t.primary_word.lang_code,
        lang_to: t.translation_word.lang_code,
        example: example?.text ?? '',
        example_translation: example?.translation ?? '',
        audio: t.primary_word.audios[0]?.actual_file_name ?? '',
      };
    }
    if (s) {
      const chosen = s.translations.find((x) => x.sentence_translation_id === s.sentence_translation_id);
      return {
        ...common,
        type: 'sentence',
        word: s.sentence_text,
        translation: chosen?.sentence_text ?? f.textTo ?? '',
        lang_from: s.lang_code,
        lang_to: chosen?.lang_code ?? f.langTo ?? '',
        audio: s.audio?.actual_file_name ?? '',
      };
    }
    return {
      ...common,
      type: f.isRaw ? 'raw' : f.entityType,
      word: f.textFrom,
      translation: f.textTo ?? '',
      lang_from: f.langFrom,
      lang_to: f.langTo ?? '',
    };
  }

  return {
    async export(
      viewer: Viewer,
      groupId: number,
      format: FavoriteExportFormat,
      localCode: string,
    ): Promise<ExportFile> {
      const group = await deps.folders.owned(ctx.db, viewer, groupId);
      const favorites = await repo.exportRows(ctx.db, viewer.id, group.id, FAVORITES_LIMITS.exportMax);
      const rows: ExportRow[] = [];
      for (let i = 0; i < favorites.length; i += CHUNK) {
        const chunk = favorites.slice(i, i + CHUNK);
        const entities = await deps.items.entitiesOf(viewer, chunk, localCode);
        const translations = [...entities.translations.values()];
        const examples = await deps.dictionary.batch.examples(
          translations.map((t) => ({
            wordId: t.primary_word.id,
            langT: t.translation_word.lang_code,
            translationWord: t.translation_word.name,
          })),
        );
        for (const f of chunk) {
          const t =
            f.entityType === 'translation' && f.entityId !== null
              ? entities.translations.get(f.entityId)
              : undefined;
          const s =
            f.entityType === 'sentence' && f.entityId !== null
              ? entities.sentences.get(f.entityId)
              : undefined;
          rows.push(
            rowOf(
              f,
              t,
              s,
              t ? examples.get(`${t.primary_word.id}:${t.translation_word.lang_code}`) : undefined,
            ),
          );
        }
      }
      if (format === 'anki') {
        return {
          body: toAnki(rows, group.name),
          contentType: 'text/tab-separated-values; charset=utf-8',
          disposition: contentDisposition(group.name, 'txt'),
        };
      }
      return {
        body: toCsv(rows),
        contentType: 'text/csv; charset=utf-8',
        disposition: contentDisposition(group.name, 'csv'),
      };
    },
  };
}
