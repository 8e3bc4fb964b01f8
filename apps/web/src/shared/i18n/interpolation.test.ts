// Every t('key', { ... }) call in the source passes each {{placeholder}} its English text uses, so
// no reader ever sees "unread: {{n}}". Calls with a spread or a computed key are left out.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const english = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' });

function lookup(ns: string, key: string): string[] {
  let node: unknown = english[`../../locales/en/${ns}.json`];
  const path = key.split('.');
  const last = path.pop()!;
  for (const part of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  return Object.entries(record)
    .filter(([k, v]) => typeof v === 'string' && (k === last || k.replace(/_(zero|one|two|few|many|other)$/, '') === last))
    .map(([, v]) => v as string);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]!);

interface Problem {
  file: string;
  key: string;
  missing: string[];
}

let checked = 0;

function problems(): Problem[] {
  const found: Problem[] = [];
  for (const [file, text] of Object.entries(sources)) {
    const ns = /useTranslation\(\s*\[?\s*'([\w-]+)'/.exec(text)?.[1] ?? 'common';
    for (const call of text.matchAll(/\bt\(\s*'([\w.:-]+)'\s*,\s*\{([^{}()]*)\}\s*\)/g)) {
      const body = call[2]!;
      if (body.includes('...')) continue;
      const passed = new Set(
        body
          .split(',')
          .map((part) => part.trim().split(':')[0]!.trim())
          .filter(Boolean),
      );
      const [keyNs, key] = call[1]!.includes(':') ? call[1]!.split(':') : [ns, call[1]!];
      const texts = lookup(keyNs!, key!);
      if (texts.length) checked++;
      const missing = [...new Set(texts.flatMap(placeholders))].filter((p) => !passed.has(p));
      if (missing.length) found.push({ file, key: call[1]!, missing });
    }
  }
  return found;
}

describe('interpolation', () => {
  it('reads the source files', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it('every placeholder of a text is passed where the text is used', () => {
    expect(problems()).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
