import type { AttachedAttribute } from '@glossa/contract';
import classes from './Word.module.css';

/** Part of speech and gender of one side, e.g. "noun · neuter" (names localized by the server). */
export function AttributeTags({ attributes }: { attributes: readonly AttachedAttribute[] }) {
  const seen = new Set<string>();
  const ordered = [...attributes]
    .sort((a, b) => (a.group === b.group ? 0 : a.group === 'part_of_speech' ? -1 : 1))
    .filter((a) => (seen.has(a.attribute.code) ? false : (seen.add(a.attribute.code), true)));
  if (ordered.length === 0) return null;
  return (
    <span className={classes.attributes} data-testid="attributes">
      {ordered.map((a) => a.attribute.name).join(' · ')}
    </span>
  );
}
