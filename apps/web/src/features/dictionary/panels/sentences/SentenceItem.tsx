// One example sentence: the word highlighted, its audio, its best translation into lang_t, the
// favorite star (favorites feature) and, when it has more, the other translations.
import { Suspense, lazy, useState } from 'react';
import { UnstyledButton } from '@mantine/core';
import type { SentenceItem as Sentence } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Slot } from '../../../../shared/slots/Slot';
import { AudioButton } from '../../components/AudioButton';
import { SentenceText } from '../../components/SentenceText';
import classes from './SentencesList.module.css';

const SentenceTranslationsPopup = lazy(() => import('./SentenceTranslationsPopup'));

export function SentenceItem({ sentence, langT }: { sentence: Sentence; langT: string }) {
  const { t } = useTranslation('dictionary');
  const [popup, setPopup] = useState<'closed' | 'open' | 'loaded'>('closed');
  const best =
    sentence.translations.find((tr) => tr.sentence_translation_id === sentence.sentence_translation_id) ??
    sentence.translations.find((tr) => tr.lang_code === langT);
  const others = sentence.translations.length - (best ? 1 : 0);

  return (
    <li className={classes.item} data-testid="sentence">
      <div className={classes.textRow}>
        <p className={classes.text}>
          <SentenceText text={sentence.sentence_text} selected={sentence.selected_positions} lang={sentence.lang_code} />
        </p>
        <div className={classes.tools}>
          {sentence.audio && <AudioButton audios={[sentence.audio]} word={sentence.sentence_text} />}
          <Slot
            name="favorite-star"
            target={{
              entity_type: 'sentence',
              entity_id: sentence.word_sentence.id,
              additional_id: best?.sentence_translation_id,
              favorite: sentence.word_sentence.favorite,
            }}
            place="sentence"
            size="sm"
          />
        </div>
      </div>
      {best && (
        <p className={classes.translation} data-lang={best.lang_code}>
          {best.sentence_text}
        </p>
      )}
      {others > 0 && (
        <UnstyledButton className={classes.others} onClick={() => setPopup('open')}>
          {t('sentences.other_translations', { count: others })}
        </UnstyledButton>
      )}
      {popup !== 'closed' && (
        <Suspense fallback={null}>
          <SentenceTranslationsPopup
            opened={popup === 'open'}
            onClose={() => setPopup('loaded')}
            sentence={sentence}
          />
        </Suspense>
      )}
    </li>
  );
}
