// "Words of this video" (issue 14, beyond the spec): the words of the captions in the video's
// language, looked up in the live dictionary (lemma-aware, the offline translator's lexicon: one
// statement for all of them), ranked for the viewer: words they do not know yet first (not in their
// favorites, no learned card), then the rarer ones (the dictionary's popularity), then the ones the
// video uses most. The web offers to make a compilation of them in one click.
import { VIDEO_LIMITS as V, type VideoWord } from '@glossa/contract';
import type { Viewer } from '../../../../platform/auth/viewer';
import { searchKeyOf } from '../../../../platform/text/search-key';
import { captionsNotFound } from '../../errors';
import { trainingRepository as repo } from '../../repository';
import { readableVideo } from './access';
import type { VideoDeps } from './deps';

const DISTINCT_MAX = 2000;

/** Distinct words of the texts (by search key) with their first spelling and count. */
export function countWords(texts: readonly string[]): Map<string, { word: string; count: number }> {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  const found = new Map<string, { word: string; count: number }>();
  for (const text of texts) {
    for (const s of segmenter.segment(text)) {
      if (!s.isWordLike || /^\d+$/.test(s.segment)) continue;
      const key = searchKeyOf(s.segment);
      if (!key) continue;
      const seen = found.get(key);
      if (seen) seen.count++;
      else if (found.size < DISTINCT_MAX) found.set(key, { word: s.segment.toLocaleLowerCase(), count: 1 });
    }
  }
  return found;
}

export function videoWords(deps: VideoDeps) {
  const db = () => deps.ctx.db;
  return {
    async list(viewer: Viewer | null, uuid: string, langTo: string): Promise<VideoWord[]> {
      const v = await readableVideo(db(), uuid, viewer);
      const track = await repo.captions.trackId(db(), v.id, v.lang_code);
      if (!track) throw captionsNotFound();
      const counted = [...countWords((await repo.captions.texts(db(), track.id)).map((t) => t.text)).values()];
      const found = v.lang_code === langTo ? new Map() : await deps.dictionary.lexicon.lookup(v.lang_code, langTo, counted.map((c) => c.word));
      const unionIds = [...found.values()].map((f) => f.unionId);
      // Known: learned (FSRS) or kept in the favorites.
      const known = viewer && unionIds.length ? await repo.cards.knownUnions(db(), viewer.id, unionIds) : new Set<number>();
      if (viewer && unionIds.length) for (const id of await deps.favorites.translationIds(viewer, { limit: 5000 })) known.add(id);
      const rows = counted.map((c) => {
        const hit = found.get(c.word);
        return { word: c.word, count: c.count, union_id: hit?.unionId ?? null, translation: hit?.translation ?? null, known: hit ? known.has(hit.unionId) : false, popularity: hit?.popularity ?? 0 };
      });
      rows.sort((a, b) => Number(a.union_id === null) - Number(b.union_id === null) || Number(a.known) - Number(b.known) || a.popularity - b.popularity || b.count - a.count || a.word.localeCompare(b.word));
      return rows.slice(0, V.wordsMax).map(({ popularity: _p, ...r }) => r);
    },
  };
}
