import { createTheme, localStorageColorSchemeManager, type MantineColorsTuple } from '@mantine/core';
import { MANTINE_BREAKPOINTS } from '../shared/ui/breakpoints';

// Glossa blue; public/color-scheme.js reads the same storage key before the first paint.
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
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  breakpoints: MANTINE_BREAKPOINTS,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});
