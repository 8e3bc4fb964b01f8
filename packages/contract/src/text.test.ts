import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findControlChars, line, text, withoutControlChars } from './text';

describe('the control-character rule', () => {
  it('keeps tab and line breaks in text, refuses them in a line, refuses NUL, DEL and C1 in both', () => {
    expect(text().safeParse('a\tb\r\nc').success).toBe(true);
    expect(line().safeParse('a\tb').success).toBe(false);
    for (const bad of ['\u0000', '\u0008', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(text().safeParse(`x${bad}`).success).toBe(false);
      expect(line().safeParse(`x${bad}`).success).toBe(false);
    }
    expect(text().safeParse('Zürich – 東京 🙂').success).toBe(true);
  });

  it('is documented as a pattern in the JSON schema', () => {
    expect(z.toJSONSchema(text())).toHaveProperty('pattern');
  });

  it('finds a bad string anywhere, keys included, even nested deeper than the call stack', () => {
    expect(findControlChars({ a: [1, { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findControlChars({ ok: 'fine', 'k\u0001': 1 })).toEqual(['k\u0001']);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findControlChars(deep)).toHaveLength(100_000);
    expect(findControlChars({ a: 'x\ny' })).toBeNull();
    expect(findControlChars({ a: 'x\ny' }, true)).toEqual(['a']);
  });

  it('wraps a schema that forgot the rule', () => {
    const loose = z.object({ name: z.string() });
    const result = withoutControlChars(loose).safeParse({ name: 'a\u0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['name']);
    expect(withoutControlChars(loose).parse({ name: 'ok' })).toEqual({ name: 'ok' });
  });
});
