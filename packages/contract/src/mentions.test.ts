import { describe, expect, it } from 'vitest';
import { MENTION_LIMITS, mentionedNicknames } from './mentions';

describe('mentionedNicknames', () => {
  it('finds @nicknames that start a word, once each, lower-cased, in order', () => {
    expect(mentionedNicknames('@Anna and @bob, ask @ANNA (and @carl).')).toEqual(['anna', 'bob', 'carl']);
    expect(mentionedNicknames('Zeile\n@Dora: hallo')).toEqual(['dora']);
  });

  it('ignores e-mail addresses, too short names, names glued to other characters', () => {
    expect(mentionedNicknames('write to anna@example.org or @@bob or @ab or @eve2 or x@carl or @émile')).toEqual([]);
  });

  it('counts at most the limit of distinct names', () => {
    const text = Array.from({ length: 15 }, (_, i) => `@user${String.fromCharCode(97 + i)}`).join(' ');
    expect(mentionedNicknames(text)).toHaveLength(MENTION_LIMITS.perText);
  });
});
