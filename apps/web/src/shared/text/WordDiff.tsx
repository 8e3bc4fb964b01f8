// A correction shown as a word-level diff: removed words struck through, added ones highlighted,
// the rest as written (chat corrections and the AI partner's corrections look the same).
import { diffWordsWithSpace } from 'diff';
import { useMemo } from 'react';
import classes from './WordDiff.module.css';

export interface WordDiffProps {
  original: string;
  corrected: string;
  /** Read out by screen readers before the removed and added words. */
  labels: { removed: string; added: string };
}

export function WordDiff({ original, corrected, labels }: WordDiffProps) {
  const parts = useMemo(() => diffWordsWithSpace(original, corrected), [original, corrected]);
  return (
    <span className={classes.diff} data-testid="word-diff">
      {parts.map((p, i) =>
        p.removed ? (
          <del key={i} className={classes.removed} aria-label={`${labels.removed}: ${p.value}`} data-testid="diff-removed">
            {p.value}
          </del>
        ) : p.added ? (
          <ins key={i} className={classes.added} aria-label={`${labels.added}: ${p.value}`} data-testid="diff-added">
            {p.value}
          </ins>
        ) : (
          <span key={i}>{p.value}</span>
        ),
      )}
    </span>
  );
}
