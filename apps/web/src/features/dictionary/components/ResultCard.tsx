// One translation of the search: the translation word (with audio, part of speech and gender), the
// explanations, subjects and first meanings, likes. The whole card opens the translation detail: the
// side panel on desktop, DetailWordPage on mobile (a real link, so it also opens in a new tab).
import type { MouseEvent } from 'react';
import { IconDiscountCheckFilled, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsNewTranslation } from '../../../shared/dictionary/new-translations';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { Slot } from '../../../shared/slots/Slot';
import { useLanguageName } from '../hooks/use-language-name';
import { contributionLinks } from '../lib/contribution-links';
import { detailPath } from '../lib/paths';
import type { TranslationView } from '../types';
import { AttributeTags } from './AttributeTags';
import { AudioButton } from './AudioButton';
import { LikeButton } from './LikeButton';
import classes from './ResultCard.module.css';
import wordClasses from './Word.module.css';

export interface ResultCardProps {
  translation: TranslationView;
  search: string;
  lang: string;
  langT: string;
  /** Shown above the translation when the card's source word is not the heading word. */
  showSource: boolean;
  canEdit: boolean;
  active: boolean;
  /** Desktop: opens the panel instead of following the link. */
  onOpen?(id: number): void;
}

export function ResultCard({ translation: tr, search, lang, langT, showSource, canEdit, active, onOpen }: ResultCardProps) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const name = useLanguageName();
  const isNew = useIsNewTranslation(tr.id) || tr.new_translate === true;
  const href = to(detailPath(lang, langT, search, tr.id));
  const primaryMeaning = tr.primary_meanings_descriptions[0];
  const translationMeaning = tr.translation_meanings_descriptions[0];
  const explanation = tr.translation_word_explanation ?? tr.primary_word_explanation;

  const open = (event: MouseEvent) => {
    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(tr.id);
  };

  return (
    <article
      className={classes.card}
      data-active={active || undefined}
      data-new={isNew || undefined}
      data-testid="result-card"
      aria-current={active || undefined}
    >
      <div className={classes.main}>
        {showSource && (
          <div className={classes.source} lang={undefined} data-lang={tr.primary_word.lang_code}>
            {tr.primary_word.name} <span aria-hidden>→</span>
          </div>
        )}
        <div className={classes.titleRow}>
          <Link to={href} onClick={open} className={classes.word} data-lang={tr.translation_word.lang_code} data-testid="result-word">
            {tr.translation_word.name}
          </Link>
          <AudioButton audios={tr.translation_word.audios} word={tr.translation_word.name} />
          <AttributeTags attributes={tr.all_translation_attributes} />
          {tr.is_verified && (
            <IconDiscountCheckFilled size={18} className={wordClasses.verified} aria-label={t('card.verified')}>
              <title>{t('card.verified')}</title>
            </IconDiscountCheckFilled>
          )}
          {tr.review_status === 'under_review' && <span className={wordClasses.reviewTag}>{t('detail.under_review')}</span>}
          {isNew && <span className={wordClasses.newTag}>{t('card.new')}</span>}
        </div>
        {explanation && <p className={classes.explanation}>{explanation}</p>}
        {(translationMeaning || primaryMeaning) && (
          <ul className={classes.meanings}>
            {[primaryMeaning, translationMeaning].filter(Boolean).map((m) => (
              <li key={m!.id} data-lang={m!.lang_code}>
                <span className={wordClasses.langCode}>{name(m!.lang_code)}</span>
                {m!.value}
              </li>
            ))}
          </ul>
        )}
        {tr.all_vocabularies.length > 0 && (
          <div className={wordClasses.chips}>
            {tr.all_vocabularies.map((v) => (
              <span key={v.code} className={wordClasses.chip}>
                {v.localized_value}
              </span>
            ))}
          </div>
        )}
      </div>
      <div className={classes.side}>
        <LikeButton id={tr.id} liked={tr.liked_by_user} count={tr.likes_count} />
        <div className={classes.sideRow}>
          <span className={classes.above}>
            <Slot
              name="favorite-star"
              target={{ entity_type: 'translation', entity_id: tr.id, favorite: tr.favorite }}
              place="result-card"
              size="sm"
            />
          </span>
          {canEdit && (
            <Link
              to={to(contributionLinks.editTranslation(tr.id, 'dictionary'))}
              className={classes.edit}
              aria-label={t('card.edit')}
              title={t('card.edit')}
              data-testid="edit-translation"
            >
              <IconPencil size={16} />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
