// Top of the translation detail: both words with transcription, pronunciation, part of speech and
// gender; verified mark, likes, the favorite star (favorites feature) and the edit button.
import { IconArrowNarrowDown, IconDiscountCheckFilled, IconPencil } from '@tabler/icons-react';
import type { Translation, Word } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../../shared/i18n/use-locale-path';
import { Slot } from '../../../../shared/slots/Slot';
import { AttributeTags } from '../../components/AttributeTags';
import { AudioButton } from '../../components/AudioButton';
import { LikeButton } from '../../components/LikeButton';
import wordClasses from '../../components/Word.module.css';
import { useLanguageName } from '../../hooks/use-language-name';
import { contributionLinks, type OutOfPlace } from '../../lib/contribution-links';
import classes from './Detail.module.css';

function WordLine({ word, attributes, main }: { word: Word; attributes: Translation['all_primary_attributes']; main: boolean }) {
  const name = useLanguageName();
  return (
    <div className={classes.wordLine} data-main={main || undefined}>
      <span className={classes.wordLang}>{name(word.lang_code)}</span>
      <div className={classes.wordRow}>
        <span className={classes.wordName} data-lang={word.lang_code} data-testid={main ? 'detail-translation-word' : 'detail-primary-word'}>
          {word.name}
        </span>
        {word.transcriptions[0] && <span className={wordClasses.transcription}>/{word.transcriptions[0]}/</span>}
        <AudioButton audios={word.audios} word={word.name} size="md" />
          {word.audios.length === 0 && (
            <Slot name="synthetic-voice" wordId={word.id} word={word.name} showIpa={!word.transcriptions[0]} size="md" />
          )}
        <AttributeTags attributes={[...attributes, ...word.attributes]} />
      </div>
    </div>
  );
}

export function DetailHeader({ translation: tr, canEdit, from }: { translation: Translation; canEdit: boolean; from: OutOfPlace }) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  return (
    <header className={classes.header}>
      <WordLine word={tr.primary_word} attributes={tr.all_primary_attributes} main={false} />
      <IconArrowNarrowDown size={18} className={classes.arrow} aria-hidden />
      <WordLine word={tr.translation_word} attributes={tr.all_translation_attributes} main />
      <div className={classes.actions}>
        <LikeButton id={tr.id} liked={tr.liked_by_user} count={tr.likes_count} />
        <Slot
          name="favorite-star"
          target={{ entity_type: 'translation', entity_id: tr.id, favorite: tr.favorite }}
          place="translation-panel"
          size="md"
        />
        {tr.is_verified && (
          <span className={classes.verifiedLabel}>
            <IconDiscountCheckFilled size={16} /> {t('card.verified')}
          </span>
        )}
        {tr.review_status === 'under_review' && <span className={classes.reviewLabel}>{t('detail.under_review')}</span>}
        <Slot
          name="complaint-button"
          target={tr.id}
          targetType="translation-union"
          summary={`${tr.primary_word.name} → ${tr.translation_word.name}`}
          variant="icon"
        />
        {canEdit && (
          <Link to={to(contributionLinks.editTranslation(tr.id, from))} className={classes.editLink} data-testid="detail-edit">
            <IconPencil size={15} /> {t('card.edit')}
          </Link>
        )}
      </div>
    </header>
  );
}
