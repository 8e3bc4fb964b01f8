// Mantine's styles are imported per component (app/mantine.css holds the few every page needs), so
// a file that renders a component without importing its CSS shows it unstyled until some other
// chunk happens to load that CSS: a feed item's menu opened at the page's end, under the footer,
// because its dropdown had no Popover styles. Every file imports the CSS of what it renders.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const STYLES = path.resolve(import.meta.dirname, '../../../../node_modules/@mantine/core/styles');

/** Components whose parts are styled by other components' files. */
const ALSO_NEEDS: Record<string, string[]> = {
  Menu: ['Popover'],
  Combobox: ['Popover'],
  HoverCard: ['Popover'],
  Select: ['Combobox', 'Popover'],
  Autocomplete: ['Combobox', 'Popover'],
  MultiSelect: ['Combobox', 'Popover', 'Pill', 'PillsInput'],
  TagsInput: ['Combobox', 'Popover', 'Pill', 'PillsInput'],
  Switch: ['InlineInput'],
  Checkbox: ['InlineInput'],
  Radio: ['InlineInput'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [full] : [];
  });
}

const imported = (text: string) => new Set([...text.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((m) => m[1]!));

describe('Mantine styles', () => {
  it('every file imports the CSS of the Mantine components it renders', () => {
    const withCss = new Set(readdirSync(STYLES).filter((f) => /^\w+\.css$/.test(f)).map((f) => f.slice(0, -4)));
    const global = imported(readFileSync(path.join(SRC, 'app/mantine.css'), 'utf8'));
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      const names = /import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/.exec(text)?.[1];
      if (!names) continue;
      const have = new Set([...imported(text), ...global]);
      const components = names
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '))
        .map((n) => n.split(/\s+as\s+/)[0]!);
      const need = new Set(components.flatMap((c) => [...(withCss.has(c) ? [c] : []), ...(ALSO_NEEDS[c] ?? [])]));
      const absent = [...need].filter((c) => !have.has(c)).sort();
      if (absent.length) missing.push(`${path.relative(SRC, file)}: ${absent.join(', ')}`);
    }
    expect(missing).toEqual([]);
  });
});
