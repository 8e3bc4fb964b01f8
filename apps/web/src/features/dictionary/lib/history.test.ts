import { describe, expect, it } from 'vitest';
import { useLocalHistory } from '../hooks/use-search-history';
import { addToHistory, dedupeHistory } from './history';

const item = (text: string, lang = 'eng', lang_t = 'ger') => ({ text, lang, lang_t });

describe('search history rules', () => {
  it('puts a repeated search (same text and both languages) first instead of twice', () => {
    let list = addToHistory([], item('house'));
    list = addToHistory(list, item('tree'));
    list = addToHistory(list, item('House '));
    expect(list.map((e) => e.text)).toEqual(['House ', 'tree']);
  });

  it('keeps the same text in other languages apart', () => {
    let list = addToHistory([], item('bank'));
    list = addToHistory(list, item('bank', 'eng', 'fre'));
    list = addToHistory(list, item('bank', 'ger', 'eng'));
    expect(list).toHaveLength(3);
  });

  it('keeps at most 200, dropping the oldest', () => {
    let list: ReturnType<typeof item>[] = [];
    for (let i = 0; i < 205; i++) list = addToHistory(list, item(`w${i}`));
    expect(list).toHaveLength(200);
    expect(list[0]!.text).toBe('w204');
    expect(list.at(-1)!.text).toBe('w5');
  });

  it('dedupeHistory keeps the newest of each', () => {
    expect(dedupeHistory([item('a'), item('b'), item('A'), item('a', 'eng', 'spa')]).map((e) => `${e.text}/${e.lang_t}`)).toEqual([
      'a/ger',
      'b/ger',
      'a/spa',
    ]);
  });

  it("a guest's history in this browser follows the same rules", () => {
    const { add } = useLocalHistory.getState();
    add(item('house'));
    add(item('tree'));
    add(item('  house'));
    const entries = useLocalHistory.getState().entries;
    expect(entries.map((e) => e.text)).toEqual(['house', 'tree']);
    expect(new Set(entries.map((e) => e.id)).size).toBe(2);
    expect(JSON.parse(window.localStorage.getItem('glossa-dictionary-history')!).state.entries).toHaveLength(2);
  });
});
