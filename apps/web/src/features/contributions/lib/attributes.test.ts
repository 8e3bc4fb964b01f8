import type { Attribute } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { attributeIds, choosePartOfSpeech, gendersFor } from './attributes';

const attr = (id: number, code: string, group: Attribute['group'], parent_id: number | null = null): Attribute => ({
  id,
  attribute: { code, name: code },
  lang_code: null,
  parent_id,
  group,
});
const ALL = [attr(1, 'noun', 'part_of_speech'), attr(2, 'verb', 'part_of_speech'), attr(10, 'male', 'genus', 1), attr(11, 'female', 'genus', 1)];

describe('attributes: gender only for nouns', () => {
  it('offers genders for the noun only', () => {
    expect(gendersFor(ALL, 1).map((a) => a.attribute.code)).toEqual(['male', 'female']);
    expect(gendersFor(ALL, 2)).toEqual([]);
    expect(gendersFor(ALL, null)).toEqual([]);
  });

  it('drops the gender when the part of speech is no longer a noun', () => {
    expect(choosePartOfSpeech(ALL, { partOfSpeech: 1, gender: 10 }, 2)).toEqual({ partOfSpeech: 2, gender: null });
    expect(choosePartOfSpeech(ALL, { partOfSpeech: 1, gender: 10 }, 1)).toEqual({ partOfSpeech: 1, gender: 10 });
    expect(attributeIds({ partOfSpeech: 1, gender: 10 })).toEqual([1, 10]);
    expect(attributeIds({ partOfSpeech: null, gender: null })).toEqual([]);
  });
});
