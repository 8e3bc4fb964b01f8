// One caption segment with every word a button: a click pauses the video and opens the dictionary's
// quick-translation tooltip for the word (favorite star, add to a compilation, more translations),
// into the learner's native language when given.
// Text is rendered as text (segments are plain text from the server): markup never becomes markup.
import { Text } from '@mantine/core';
import type { CaptionSegment } from '@glossa/contract';
import { openWordTooltip } from '../../../shared/dictionary/word-tooltip';
import { captionTokens } from '../lib/caption-window';
import classes from './CaptionLine.module.css';

export function CaptionLine({ segment, lang, langT, onWord, size = 'lg' }: { segment: CaptionSegment; lang: string; langT?: string; onWord?(): void; size?: 'lg' | 'md' }) {
  return (
    <div className={classes.caption} data-testid="caption-line" data-lang={lang} data-no-selection-tooltip>
      {segment.segment_strings.map((line, i) => (
        <Text key={i} fz={size === 'lg' ? 'xl' : 'md'} fw={size === 'lg' ? 600 : 400} lh={1.5}>
          {captionTokens(line).map((t, j) =>
            t.word ? (
              <button
                key={j}
                type="button"
                className={classes.word}
                data-testid="caption-word"
                onClick={(e) => {
                  onWord?.();
                  openWordTooltip(t.text, lang, e.currentTarget, langT);
                }}
              >
                {t.text}
              </button>
            ) : (
              <span key={j}>{t.text}</span>
            ),
          )}
        </Text>
      ))}
    </div>
  );
}
