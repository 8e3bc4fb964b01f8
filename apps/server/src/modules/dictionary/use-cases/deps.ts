// What the dictionary's use cases share: the app context, the reference service (localized
// attribute and subject names) and the favorites seam.
import type { Attribute, FavoriteRef } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { Viewer } from '../../../platform/auth/viewer';
import type { ReferenceService } from '../../reference/service';
import type { PresentContext } from '../presenter';
import type { ReadCache } from '../read-cache';

/**
 * The favorites module plugs in here (core.md §3 Translation.favorite, word_sentence.favorite).
 * Until it exists every favorite is null.
 */
export interface FavoriteLookup {
  translations(viewerId: number, unionIds: number[]): Promise<ReadonlyMap<number, FavoriteRef>>;
  wordSentences(viewerId: number, wordSentenceIds: number[]): Promise<ReadonlyMap<number, FavoriteRef>>;
}

export interface DictionaryDeps {
  ctx: AppContext;
  /** Guests' search answers; cleared by every dictionary write of this process. */
  cache: ReadCache;
  /** After a commit that changed dictionary content: clears the cache, refreshes the read model. */
  contentChanged(): void;
  reference: ReferenceService;
  favorites?: FavoriteLookup;
  /** Public URL of an avatar file (accounts module); identity by default. */
  avatarUrl?: (file: string) => string;
}

const attributeMaps = new WeakMap<readonly Attribute[], Map<number, Attribute>>();
const vocabularyMaps = new WeakMap<
  readonly { code: string; localized_value: string }[],
  Map<string, string>
>();

/** Localized reference data as lookup maps, built once per locale snapshot. */
export async function presentContext(
  deps: DictionaryDeps,
  viewer: Viewer | null,
  localCode: string,
  favorites?: { translations?: number[]; wordSentences?: number[] },
): Promise<PresentContext> {
  const [{ data: attrs }, vocabs] = await Promise.all([
    deps.reference.attributes(localCode),
    deps.reference.vocabularies(localCode),
  ]);
  let attributes = attributeMaps.get(attrs);
  if (!attributes) {
    attributes = new Map(attrs.map((a) => [a.id, a]));
    attributeMaps.set(attrs, attributes);
  }
  let vocabularyNames = vocabularyMaps.get(vocabs);
  if (!vocabularyNames) {
    vocabularyNames = new Map(vocabs.map((v) => [v.code, v.localized_value]));
    vocabularyMaps.set(vocabs, vocabularyNames);
  }
  const out: PresentContext = { viewer, attributes, vocabularyNames };
  if (viewer && deps.favorites && favorites) {
    if (favorites.translations?.length)
      out.favorites = await deps.favorites.translations(viewer.id, favorites.translations);
    if (favorites.wordSentences?.length)
      out.sentenceFavorites = await deps.favorites.wordSentences(viewer.id, favorites.wordSentences);
  }
  return out;
}
