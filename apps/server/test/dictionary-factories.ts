// Dictionary rows for tests: words, translations with everything hanging off them, sentences,
// synonym/antonym groups, inflected forms. Parents are created on demand; authors are TestUsers.
import { and, eq } from 'drizzle-orm';
import {
  attributes,
  dataSources,
  meanings,
  sentences,
  sentenceTranslations,
  translationAttributes,
  translationMeanings,
  translationSources,
  translationUnions,
  translationVocabularies,
  wordForms,
  wordGroupItems,
  wordGroups,
  words,
  wordSentences,
  type ReviewStatusValue,
} from '../src/db/schema/index';
import { searchKeyOf } from '../src/platform/text/search-key';
import type { TestApp } from './app';
import type { TestUser } from './factories';

/** Rows written behind the service's back: guests' cached answers must not hide them. */
const fresh = (t: TestApp) => t.services.dictionary.invalidateReadCache();

type Provenance = { author?: TestUser; status?: ReviewStatusValue; source?: number };

function provenance(p: Provenance) {
  return {
    authorId: p.author?.id ?? null,
    dataSourceId: p.source ?? null,
    reviewStatus: p.status ?? (p.author ? 'under_review' : 'accepted'),
  } as const;
}

export async function makeDataSource(
  t: TestApp,
  slug = 'test-source',
  name = 'Test source',
): Promise<number> {
  const [row] = await t.ctx.db
    .insert(dataSources)
    .values({ slug, name, author: 'Test Author', url: 'https://example.org/', license: 'CC BY-SA 4.0' })
    .onConflictDoUpdate({ target: dataSources.slug, set: { name } })
    .returning();
  return row!.id;
}

/** A word, reused when it exists (words are unique per language and spelling). */
export async function makeWord(
  t: TestApp,
  lang: string,
  name: string,
  p: Provenance & { transcriptions?: string[] } = {},
): Promise<number> {
  const [existing] = await t.ctx.db
    .select()
    .from(words)
    .where(and(eq(words.langCode, lang), eq(words.name, name)));
  if (existing) return existing.id;
  const [row] = await t.ctx.db
    .insert(words)
    .values({
      name,
      langCode: lang,
      searchKey: searchKeyOf(name),
      transcriptions: p.transcriptions ?? [],
      ...provenance(p),
    })
    .returning();
  fresh(t);
  return row!.id;
}

async function attributeId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.ctx.db.select().from(attributes).where(eq(attributes.code, code));
  if (!row) throw new Error(`no attribute ${code}`);
  return row.id;
}

export interface MakeTranslationOptions extends Provenance {
  verified?: boolean;
  removed?: boolean;
  likes?: number;
  weight?: number;
  primaryExplanation?: string;
  translationExplanation?: string;
  attributes?: {
    side: 'primary' | 'translation';
    code: string;
    author?: TestUser;
    status?: ReviewStatusValue;
  }[];
  subjects?: string[];
  meanings?: {
    side: 'primary' | 'translation';
    text: string;
    lang?: string;
    author?: TestUser;
    status?: ReviewStatusValue;
  }[];
}

export interface MadeTranslation {
  id: number;
  primaryWordId: number;
  translationWordId: number;
  attributeIds: number[];
  vocabularyIds: number[];
  meaningIds: number[];
}

/** `from` and `to` are [lang, name]; the union is stored with `from` as the primary side. */
export async function makeTranslation(
  t: TestApp,
  from: [string, string],
  to: [string, string],
  o: MakeTranslationOptions = {},
): Promise<MadeTranslation> {
  const primaryWordId = await makeWord(t, from[0], from[1]);
  const translationWordId = await makeWord(t, to[0], to[1]);
  const [u] = await t.ctx.db
    .insert(translationUnions)
    .values({
      primaryWordId,
      translationWordId,
      primaryLang: from[0],
      translationLang: to[0],
      isVerified: o.verified ?? false,
      isRemoved: o.removed ?? false,
      likesCount: o.likes ?? 0,
      weight: o.weight ?? 1,
      primaryWordExplanation: o.primaryExplanation ?? null,
      translationWordExplanation: o.translationExplanation ?? null,
      ...provenance(o),
    })
    .returning();
  if (o.source)
    await t.ctx.db.insert(translationSources).values({ translationUnionId: u!.id, dataSourceId: o.source });
  const attributeIds: number[] = [];
  for (const a of o.attributes ?? []) {
    const [row] = await t.ctx.db
      .insert(translationAttributes)
      .values({
        translationUnionId: u!.id,
        side: a.side,
        attributeId: await attributeId(t, a.code),
        ...provenance({ author: a.author, status: a.status }),
      })
      .returning();
    attributeIds.push(row!.id);
  }
  const vocabularyIds: number[] = [];
  for (const code of o.subjects ?? []) {
    const [row] = await t.ctx.db
      .insert(translationVocabularies)
      .values({ translationUnionId: u!.id, vocabularyCode: code, reviewStatus: 'accepted' })
      .returning();
    vocabularyIds.push(row!.id);
  }
  const meaningIds: number[] = [];
  for (const [i, m] of (o.meanings ?? []).entries()) {
    const wordId = m.side === 'primary' ? primaryWordId : translationWordId;
    const [row] = await t.ctx.db
      .insert(meanings)
      .values({
        wordId,
        langCode: m.lang ?? (m.side === 'primary' ? from[0] : to[0]),
        value: m.text,
        ...provenance({ author: m.author, status: m.status }),
      })
      .returning();
    await t.ctx.db
      .insert(translationMeanings)
      .values({ translationUnionId: u!.id, meaningId: row!.id, position: i });
    meaningIds.push(row!.id);
  }
  fresh(t);
  return { id: u!.id, primaryWordId, translationWordId, attributeIds, vocabularyIds, meaningIds };
}

/** A word-level meaning (like a WordNet gloss). */
export async function makeMeaning(
  t: TestApp,
  wordId: number,
  lang: string,
  text: string,
  p: Provenance = {},
): Promise<number> {
  const [row] = await t.ctx.db
    .insert(meanings)
    .values({ wordId, langCode: lang, value: text, ...provenance(p) })
    .returning();
  fresh(t);
  return row!.id;
}

export async function makeForm(t: TestApp, lang: string, form: string, lemma: string): Promise<void> {
  await t.ctx.db.insert(wordForms).values({
    wordId: await makeWord(t, lang, form),
    canonicalWordId: await makeWord(t, lang, lemma),
    reviewStatus: 'accepted',
  });
  fresh(t);
}

export async function makeGroup(
  t: TestApp,
  kind: 'synonym' | 'antonym',
  lang: string,
  memberWordIds: number[],
  o: Provenance & { unionId?: number; memberAuthor?: TestUser; memberStatus?: ReviewStatusValue } = {},
): Promise<{ groupId: number; itemIds: number[] }> {
  const [g] = await t.ctx.db
    .insert(wordGroups)
    .values({ kind, langCode: lang, translationUnionId: o.unionId ?? null, ...provenance(o) })
    .returning();
  const itemIds: number[] = [];
  for (const wordId of memberWordIds) {
    const [i] = await t.ctx.db
      .insert(wordGroupItems)
      .values({
        wordGroupId: g!.id,
        wordId,
        ...provenance({ author: o.memberAuthor ?? o.author, status: o.memberStatus ?? o.status }),
      })
      .returning();
    itemIds.push(i!.id);
  }
  fresh(t);
  return { groupId: g!.id, itemIds };
}

export async function makeSentence(
  t: TestApp,
  wordId: number,
  lang: string,
  text: string,
  translations: {
    lang: string;
    text: string;
    wordId?: number;
    author?: TestUser;
    status?: ReviewStatusValue;
  }[] = [],
  p: Provenance & { positions?: number[]; changedForm?: string } = {},
): Promise<{ sentenceId: number; wordSentenceId: number; sentenceTranslationIds: number[] }> {
  const [s] = await t.ctx.db
    .insert(sentences)
    .values({ text, langCode: lang, ...provenance(p) })
    .returning();
  const [ws] = await t.ctx.db
    .insert(wordSentences)
    .values({
      wordId,
      sentenceId: s!.id,
      selectedPositions: p.positions ?? [],
      changedWordForm: p.changedForm ?? null,
      ...provenance(p),
    })
    .returning();
  const sentenceTranslationIds: number[] = [];
  for (const tr of translations) {
    const [ts] = await t.ctx.db
      .insert(sentences)
      .values({ text: tr.text, langCode: tr.lang, ...provenance(tr) })
      .returning();
    if (tr.wordId)
      await t.ctx.db
        .insert(wordSentences)
        .values({ wordId: tr.wordId, sentenceId: ts!.id, ...provenance(tr) });
    const [st] = await t.ctx.db
      .insert(sentenceTranslations)
      .values({ sentenceId: s!.id, translationSentenceId: ts!.id, ...provenance(tr) })
      .returning();
    sentenceTranslationIds.push(st!.id);
  }
  fresh(t);
  return { sentenceId: s!.id, wordSentenceId: ws!.id, sentenceTranslationIds };
}
