// The heading of a search: the word found (the lemma when the search was an inflected form) with its
// transcription, pronunciation and part of speech, the language pair, the number of translations and
// the way to its example sentences.
import { Button } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import type { Word } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { useLanguageName } from '../hooks/use-language-name';
import { Slot } from '../../../shared/slots/Slot';
import { AttributeTags } from './AttributeTags';
import { AudioButton } from './AudioButton';
import classes from './Results.module.css';
import wordClasses from './Word.module.css';

export interface WordHeaderProps {
  word: Word;
  lang: string;
  langT: string;
  total: number;
  sentencesTotal: number;
  onExamples(): void;
}

export function WordHeader({ word, lang, langT, total, sentencesTotal, onExamples }: WordHeaderProps) {
  const { t } = useTranslation('dictionary');
  const name = useLanguageName();
  return (
    <header className={classes.header}>
      <div className={classes.headerMain}>
        <div className={classes.headword}>
          <h1 className={classes.title} data-lang={word.lang_code} data-testid="headword">
            {word.name}
          </h1>
          {word.transcriptions[0] && <span className={wordClasses.transcription}>/{word.transcriptions[0]}/</span>}
          <AudioButton audios={word.audios} word={word.name} size="md" />
          {word.audios.length === 0 && (
            <Slot name="synthetic-voice" wordId={word.id} word={word.name} showIpa={!word.transcriptions[0]} size="md" />
          )}
          <AttributeTags attributes={word.attributes} />
        </div>
        <p className={classes.subtitle}>
          {name(lang)} → {name(langT)} · {t('results.count', { count: total })}
        </p>
      </div>
      {sentencesTotal > 0 && (
        <Button
          variant="light"
          radius="xl"
          leftSection={<IconQuote size={16} />}
          onClick={onExamples}
          data-testid="examples-button"
          className={classes.examplesButton}
        >
          {t('results.examples', { count: sentencesTotal })}
        </Button>
      )}
    </header>
  );
}
