import { asc, sql } from 'drizzle-orm';
import type { LanguageRecord } from '@glossa/contract';
import type { Executor } from '../../platform/db/index';
import { attributes, languages, vocabularies } from '../../db/schema/index';
import type { AttributeSeed } from '../../db/seed/reference-data';
import type { LocalizedNames } from '../../db/schema/reference';

export type AttributeRow = typeof attributes.$inferSelect;
export type VocabularyRow = typeof vocabularies.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;

export const referenceRepository = {
  async upsertLanguages(exec: Executor, records: readonly LanguageRecord[]) {
    await exec
      .insert(languages)
      .values(
        records.map((r) => ({
          code: r.code,
          codeTwoSigns: r.code_two_signs,
          codeTerminology: r.code_terminology,
          langDetect: r.lang_detect,
          isSentenceBreaking: r.is_sentence_breaking,
        })),
      )
      .onConflictDoUpdate({
        target: languages.code,
        set: {
          codeTwoSigns: sql`excluded.code_two_signs`,
          codeTerminology: sql`excluded.code_terminology`,
          langDetect: sql`excluded.lang_detect`,
          isSentenceBreaking: sql`excluded.is_sentence_breaking`,
        },
      });
  },

  /** Parents first, so children can resolve their parent id by code. */
  async upsertAttributes(exec: Executor, seeds: readonly AttributeSeed[]) {
    const ids = new Map<string, number>();
    for (const [position, seed] of seeds.entries()) {
      const parentId = seed.parent ? (ids.get(seed.parent) ?? null) : null;
      const [row] = await exec
        .insert(attributes)
        .values({ code: seed.code, group: seed.group, parentId, position, names: seed.names })
        .onConflictDoUpdate({ target: attributes.code, set: { group: seed.group, parentId, position, names: seed.names } })
        .returning({ id: attributes.id });
      ids.set(seed.code, row!.id);
    }
  },

  async upsertVocabularies(exec: Executor, seeds: readonly { code: string; names: LocalizedNames }[]) {
    await exec
      .insert(vocabularies)
      .values(seeds.map((s, position) => ({ code: s.code, names: s.names, position })))
      .onConflictDoUpdate({
        target: vocabularies.code,
        set: { names: sql`excluded.names`, position: sql`excluded.position` },
      });
  },

  listLanguages: (exec: Executor) => exec.select().from(languages).orderBy(asc(languages.code)),
  listAttributes: (exec: Executor) => exec.select().from(attributes).orderBy(asc(attributes.position)),
  listVocabularies: (exec: Executor) => exec.select().from(vocabularies).orderBy(asc(vocabularies.position)),
};
