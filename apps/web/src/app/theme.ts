import { createTheme, localStorageColorSchemeManager, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { MANTINE_BREAKPOINTS } from '../shared/ui/breakpoints';

// Glossa blue; the inline script of index.html reads the same storage key before the first paint.
const brand: MantineColorsTuple = [
  '#edf2ff',
  '#dbe4ff',
  '#b6c8fb',
  '#8eaaf6',
  '#6b8ff2',
  '#557ef0',
  '#4874ef',
  '#3862d4',
  '#2f57be',
  '#214ba8',
];

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'glossa-color-scheme' });

export const theme = createTheme({
  primaryColor: 'brand',
  // Dark uses shade 7 too: white on shade 5 is 3.7:1, under WCAG AA's 4.5:1.
  primaryShade: { light: 7, dark: 7 },
  colors: { brand },
  breakpoints: MANTINE_BREAKPOINTS,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

// Mantine's dimmed text (gray-6 on white, dark-2 on dark-7) is under the 4.5:1 contrast of WCAG AA:
// one shade stronger on each side keeps the hierarchy and passes (e2e/accessibility.spec.ts).
// `--glossa-primary-text` is the brand colour for text (active links, small actions): the filled
// shade is too dark to read on the dark theme's grey.
// Light-variant badges and buttons (NEW, ARTICLE ...) write shade 9 on shade 1: 4.33:1 for teal and
// less for red, green, orange, lime and yellow (WCAG AA asks 4.5:1). Those take shade 9 darkened.
const DARKENED_LIGHT_TEXT = { red: 75, teal: 75, green: 75, orange: 75, lime: 70, yellow: 65 };
const lightVariantText = Object.fromEntries(
  Object.entries(DARKENED_LIGHT_TEXT).map(([color, share]) => [
    `--mantine-color-${color}-light-color`,
    `color-mix(in srgb, var(--mantine-color-${color}-9) ${share}%, black)`,
  ]),
);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...lightVariantText,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--glossa-primary-text': 'var(--mantine-color-brand-9)',
    // Warnings and tags on yellow: yellow-8/9 text is 2.2-2.5:1, so a darkened yellow.
    '--glossa-warning-text': 'color-mix(in srgb, var(--mantine-color-yellow-9) 55%, black)',
    '--glossa-danger-text': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--glossa-primary-text': 'var(--mantine-color-brand-3)',
    '--glossa-warning-text': 'var(--mantine-color-yellow-4)',
    '--glossa-danger-text': 'var(--mantine-color-red-4)',
  },
});
