// Attributes of a translation side (core.md §1, §3): a part of speech, and the gender as its child
// attribute (grouped as genus), offered only for nouns.
import type { Attribute } from '@glossa/contract';

export interface SideAttributes {
  partOfSpeech: number | null;
  gender: number | null;
}

/** Genders that belong to the chosen part of speech (the noun); none for other parts of speech. */
export function gendersFor(all: readonly Attribute[], partOfSpeech: number | null): Attribute[] {
  if (partOfSpeech === null) return [];
  return all.filter((a) => a.group === 'genus' && a.parent_id === partOfSpeech);
}

/** Choosing another part of speech drops a gender that does not belong to it. */
export function choosePartOfSpeech(all: readonly Attribute[], side: SideAttributes, id: number | null): SideAttributes {
  const keep = side.gender !== null && gendersFor(all, id).some((g) => g.id === side.gender);
  return { partOfSpeech: id, gender: keep ? side.gender : null };
}

/** The attribute ids to send for a side. */
export function attributeIds(side: SideAttributes): number[] {
  return [side.partOfSpeech, side.gender].filter((id): id is number => id !== null);
}
