// Search history (max 200 per user, one entry per text and both languages) and dictionary settings.
import {
  DICTIONARY_LIMITS,
  DictionaryErrorCode,
  type DictionarySettings,
  type SearchHistoryEntry,
} from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import { AppError } from '../../../platform/errors';
import { dictionaryRepository as repo } from '../repository';
import type { DictionaryDeps } from './deps';

const present = (r: { id: number; text: string; lang: string; langT: string }): SearchHistoryEntry => ({
  id: r.id,
  text: r.text,
  lang: r.lang,
  lang_t: r.langT,
});

export function historyUseCases(deps: DictionaryDeps) {
  const db = () => deps.ctx.db;

  return {
    async list(viewer: Viewer, q: { limit: number; offset: number }) {
      const [rows, total] = await Promise.all([
        repo.entities.historyList(db(), viewer.id, q.limit, q.offset),
        repo.entities.historyCount(db(), viewer.id),
      ]);
      return { data: rows.map(present), total_count: total };
    },

    async add(viewer: Viewer, entry: { text: string; lang: string; lang_t: string }) {
      const row = await deps.ctx.db.transaction((tx) =>
        repo.entities.historyAdd(
          tx,
          { userId: viewer.id, text: entry.text, lang: entry.lang, langT: entry.lang_t, at: deps.ctx.now() },
          DICTIONARY_LIMITS.searchHistoryMax,
        ),
      );
      return present(row);
    },

    async remove(viewer: Viewer, id: number) {
      if (!(await repo.entities.historyDelete(db(), viewer.id, id))) {
        throw new AppError(DictionaryErrorCode.SEARCH_HISTORY_NOT_FOUND, 404, 'History entry not found');
      }
    },

    async clear(viewer: Viewer) {
      await repo.entities.historyClear(db(), viewer.id);
    },

    async settings(viewer: Viewer): Promise<DictionarySettings> {
      const row = await repo.entities.settings(db(), viewer.id);
      return { autoplay_audio: row?.autoplayAudio ?? true, show_audio_modal: row?.showAudioModal ?? true };
    },

    async saveSettings(
      viewer: Viewer,
      patch: { autoplay_audio?: boolean; show_audio_modal?: boolean },
    ): Promise<DictionarySettings> {
      const values: { autoplayAudio?: boolean; showAudioModal?: boolean } = {};
      if (patch.autoplay_audio !== undefined) values.autoplayAudio = patch.autoplay_audio;
      if (patch.show_audio_modal !== undefined) values.showAudioModal = patch.show_audio_modal;
      const row = await repo.entities.saveSettings(db(), viewer.id, values, deps.ctx.now());
      return { autoplay_audio: row.autoplayAudio, show_audio_modal: row.showAudioModal };
    },
  };
}
