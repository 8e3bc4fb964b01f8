// Language names where a code would show (issue 36 item 15: "ger", "SPA", "ENG -> GER" were seen on
// the feed, the favorites, the history, the addition screens and moderation tasks). Every place that
// shows a language renders name(code) (shared/reference/language-name); this fails on a component
// that upper-cases a language code for display, or prints two codes around an arrow.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], { eager: true, query: '?raw', import: 'default' });

const PATTERNS: [RegExp, string][] = [
  [/\b(?:\w*lang\w*|code)\??\.toUpperCase\(\)/gi, 'a language code upper-cased'],
  [/\(\s*(?:l|code|lang)\s*\)\s*=>\s*(?:l|code|lang)\.toUpperCase\(\)/g, 'a list of codes upper-cased'],
  [/\{\s*[\w.!?]*lang\w*\s*\}\s*→\s*\{\s*[\w.!?]*lang\w*\s*\}/gi, 'two codes around an arrow'],
  [/lang_codes\.join\(/g, 'codes joined'],
];

describe('no raw language codes on screen', () => {
  it('components show names, not codes', () => {
    const found: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const [pattern, what] of PATTERNS) for (const m of text.matchAll(pattern)) found.push(`${file}: ${what}: ${m[0]}`);
    }
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
