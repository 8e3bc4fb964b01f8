import { describe, expect, it } from 'vitest';
import { editDistanceWithin, foldedKeyOf, searchKeyOf } from './search-key';

describe('searchKeyOf', () => {
  it('folds case, accents and spellings of apostrophes, dashes and spaces', () => {
    expect(searchKeyOf('Häuser')).toBe('hauser');
    expect(searchKeyOf('Straße')).toBe('strasse');
    expect(searchKeyOf('  New   York ')).toBe('newyork');
    expect(searchKeyOf('rock\u2019n\u2013roll')).toBe('rocknroll');
    expect(searchKeyOf('it`s')).toBe('its');
    expect(searchKeyOf('tab\there')).toBe('tabhere');
    expect(searchKeyOf('Ёлка')).toBe('елка');
    expect(searchKeyOf('йод')).toBe('йод');
    expect(searchKeyOf('ЇЖАК')).toBe('їжак');
    expect(searchKeyOf('x'.repeat(300))).toHaveLength(255);
  });

  it('folds hyphens, apostrophes, dots and inner spaces to one key, in every script', () => {
    for (const spelling of ['market-leading', 'market leading', 'marketleading', 'Market\u2011Leading', 'market.leading'])
      expect(searchKeyOf(spelling)).toBe('marketleading');
    expect(searchKeyOf("м'ясо")).toBe(searchKeyOf('м\u2019ясо'));
    expect(searchKeyOf("м'ясо")).toBe('мясо');
    expect(searchKeyOf('Mr.')).toBe('mr');
    expect(searchKeyOf('Φιλο-σοφία')).toBe('φιλοσοφια');
    // Separators only: the text keeps a key of its own.
    expect(searchKeyOf(' - ')).toBe('-');
    expect(searchKeyOf('...')).toBe('...');
  });

  it('gives plain ASCII the key the full folding gives', () => {
    // Every printable ASCII character, tabs and newlines, in random strings with runs of spaces.
    const alphabet = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), ' ', ' ', '\t', '\n'];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 20_000; i++) {
      let text = '';
      for (let n = random(12); n >= 0; n--) text += alphabet[random(alphabet.length)];
      expect(searchKeyOf(text), JSON.stringify(text)).toBe(foldedKeyOf(text));
    }
    expect(searchKeyOf(` ${'ab '.repeat(120)}`)).toBe(foldedKeyOf(` ${'ab '.repeat(120)}`));
  });
});

describe('editDistanceWithin', () => {
  it('counts a swap of neighbours as one edit and stops past the bound', () => {
    expect(editDistanceWithin('hosue', 'house', 2)).toBe(1);
    expect(editDistanceWithin('autonomus', 'autonomous', 2)).toBe(1);
    expect(editDistanceWithin('haus', 'house', 2)).toBe(2);
    expect(editDistanceWithin('straße', 'strasse', 2)).toBe(2);
    expect(editDistanceWithin('кошка', 'кашка', 2)).toBe(1);
    expect(editDistanceWithin('abc', 'xyzabc', 2)).toBe(3);
    expect(editDistanceWithin('a'.repeat(200), 'b'.repeat(200), 2)).toBe(3);
  });
});
