// This locale's chunk: `common` (every page needs it) inline, the other namespaces on demand
// (shared/i18n/i18n.ts).
export { default as common } from './common.json';
export const namespaces = import.meta.glob<Record<string, unknown>>(['./*.json', '!./common.json'], {
  import: 'default',
});
