// Starter compilations: something to learn on a new instance, made from the dictionary it holds
// rather than written by hand. Per direction with data: the first 100 and 500 words by the
// ranking statistics' popularity, and one per subject of the translations (the demo's themes).
// Owned by the system account, public, marked `generated`; rebuilt in place after every import
// (learners, likes and comments stay), and those whose words are gone are removed.
import type { Database } from '../../../../platform/db/index';
import { searchKeyOf } from '../../../../platform/text/search-key';
import { TRAINING_LIMITS } from '@glossa/contract';
import { starterSql, type Direction } from '../../sql/starter';

/** What a rebuild did. */
export interface StarterSummary {
  compilations: number;
  removed: number;
  /** null: nothing was made (no data, or a member holds the system account's nickname: `nicknameTaken`). */
  ownerId: number | null;
  nicknameTaken: boolean;
  seconds: number;
}

interface Planned {
  generated: string;
  name: string;
  complexity: 'easy' | 'medium';
  subjects: string[];
  unionIds: number[];
}

const FIRST = [100, 500] as const;

/**
 * The "first words" lists a direction gets from the `found` words that qualify: the smallest one
 * takes what there is (named by its count: "First 60 words"), a larger one only when it is full.
 * A "First 500 words" of 119 (FreeDict eng-spa gives a part of speech to 2% of its entries, the
 * lists take nouns, verbs and adjectives only) would promise what it does not hold.
 */
export function firstWordsTiers(found: number, minWords: number): { generated: string; size: number }[] {
  if (found < minWords) return [];
  return FIRST.filter((size, i) => i === 0 || found >= size).map((size) => ({ generated: `first_${size}`, size }));
}

/** Words of a themed compilation at most. */
const THEME_WORDS = 100;

async function plan(exec: Database['db'], d: Direction, minWords: number, themeNames: Map<string, string>): Promise<Planned[]> {
  const planned: Planned[] = [];
  const first = await starterSql.words(exec, d, { limit: FIRST[FIRST.length - 1], firstWords: true });
  for (const { generated, size } of firstWordsTiers(first.length, minWords)) {
    const unionIds = first.slice(0, size);
    planned.push({ generated, name: `First ${unionIds.length} words`, complexity: size <= 100 ? 'easy' : 'medium', subjects: [], unionIds });
  }
  for (const [code, unionIds] of await starterSql.themeWords(exec, d, THEME_WORDS)) {
    if (unionIds.length >= minWords)
      planned.push({ generated: `theme:${code}`, name: themeNames.get(code) ?? code, complexity: 'easy', subjects: [code], unionIds });
  }
  return planned;
}

export async function rebuildStarterCompilations(database: Database, now: () => Date = () => new Date()): Promise<StarterSummary> {
  const started = performance.now();
  // A public compilation needs this many words (community.md): fewer make no compilation.
  const minWords = TRAINING_LIMITS.publicMinWords;
  // Nothing to learn from and nothing made before: no write at all (not even the system account).
  const directions = await starterSql.directions(database.db, minWords);
  if (!directions.length && !(await starterSql.anyExists(database.db))) return { compilations: 0, removed: 0, ownerId: null, nicknameTaken: false, seconds: 0 };
  return database.db.transaction(async (tx) => {
    const ownerId = await starterSql.systemAccount(tx);
    if (ownerId === null) return { compilations: 0, removed: 0, ownerId, nicknameTaken: true, seconds: 0 };
    const at = now();
    const existing = new Map((await starterSql.existing(tx)).map((e) => [`${e.lang_from}>${e.lang_to}>${e.generated}`, e]));
    const kept = new Set<number>();
    const themeNames = await starterSql.themeNames(tx);
    const changed: (Planned & { d: Direction; key: string; sameWords: boolean })[] = [];
    for (const d of directions) {
      for (const p of await plan(tx, d, minWords, themeNames)) {
        const key = `${d.from}>${d.to}>${p.generated}`;
        const before = existing.get(key);
        const sameWords = before?.union_ids?.length === p.unionIds.length && before.union_ids.every((u, i) => u === p.unionIds[i]);
        // Unchanged ones are not written again (a rebuild after a small import touches few rows).
        if (before && sameWords && before.name === p.name) kept.add(before.id);
        else changed.push({ ...p, d, key, sameWords });
      }
    }
    const ids = await starterSql.upsert(
      tx,
      changed.map((p) => ({ authorId: ownerId, name: p.name, searchName: searchKeyOf(p.name), d: p.d, generated: p.generated, complexity: p.complexity, subjects: p.subjects })),
      at,
    );
    for (const id of ids.values()) kept.add(id);
    await starterSql.setWords(tx, changed.filter((p) => !p.sameWords).map((p) => ({ selectionId: ids.get(p.key)!, unionIds: p.unionIds })));
    const gone = [...existing.values()].filter((e) => !kept.has(e.id)).map((e) => e.id);
    await starterSql.remove(tx, gone);
    return { compilations: kept.size, removed: gone.length, ownerId, nicknameTaken: false, seconds: (performance.now() - started) / 1000 };
  });
}

export function starterCompilations(ctx: { database: Database; now: () => Date }) {
  return {
    rebuild: () => rebuildStarterCompilations(ctx.database, ctx.now),
    /** At start: made once on an instance that has a dictionary but none yet (made before this existed). */
    async rebuildIfMissing(): Promise<StarterSummary | null> {
      if (await starterSql.anyExists(ctx.database.db)) return null;
      return rebuildStarterCompilations(ctx.database, ctx.now);
    },
  };
}
