// Step 2 of the sentence editor: the sentence as buttons, one per token; the ones that are the word
// are pressed (selected_positions).
import { useTranslation } from 'react-i18next';
import { tokenize } from '../lib/sentence';
import classes from './Sentence.module.css';

export function SentenceTokens({ text, positions, onToggle }: { text: string; positions: number[]; onToggle(index: number): void }) {
  const { t } = useTranslation('contributions');
  return (
    <div className={classes.tokens} role="group" aria-label={t('sentence.tokens_label')} data-testid="sentence-tokens">
      {tokenize(text).map((token, index) => (
        <button
          key={index}
          type="button"
          className={classes.token}
          aria-pressed={positions.includes(index)}
          onClick={() => onToggle(index)}
          data-testid="sentence-token"
        >
          {token}
        </button>
      ))}
    </div>
  );
}

/** The sentence with the word marked, as the dictionary will show it. */
export function SentencePreview({ text, positions }: { text: string; positions: number[] }) {
  return (
    <p className={classes.preview} data-testid="sentence-preview">
      {tokenize(text).map((token, index) => (
        <span key={index}>
          {index > 0 && ' '}
          {positions.includes(index) ? <mark className={classes.mark}>{token}</mark> : token}
        </span>
      ))}
    </p>
  );
}
