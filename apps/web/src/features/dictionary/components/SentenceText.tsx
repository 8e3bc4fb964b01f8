import { markTokens } from '../lib/tokens';
import classes from './Sentences.module.css';

/** A sentence with the word's tokens (selected_positions) highlighted. */
export function SentenceText({ text, selected, lang }: { text: string; selected: readonly number[]; lang: string }) {
  return (
    <span data-lang={lang}>
      {markTokens(text, selected).map((part, i) =>
        part.marked ? (
          <mark key={i} className={classes.mark}>
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
