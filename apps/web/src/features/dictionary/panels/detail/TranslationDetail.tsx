// The translation detail (core.md §2): the desktop side panel and the mobile DetailWordPage show it.
// Meanings (with lang_code), synonyms, antonyms, attributes, subjects, examples, data sources,
// pronunciation with the autoplay setting, likes, and edit buttons enabled by the server's answer.
import { useEffect, useMemo } from 'react';
import { Button, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconUnlink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api';
import { rememberLastTranslateLink } from '../../../../shared/dictionary/last-translate-link';
import { useEditAvailability } from '../../api/get-edit-availability';
import { useTranslationDetail } from '../../api/get-translation';
import { useWordRelations } from '../../api/get-word-relations';
import wordClasses from '../../components/Word.module.css';
import { useAutoplay } from '../../hooks/use-autoplay';
import { findCachedTranslation } from '../../lib/cached-translation';
import type { OutOfPlace } from '../../lib/contribution-links';
import { detailPath } from '../../lib/paths';
import { AudioSettings } from './AudioSettings';
import { DataSourcesSection } from './DataSourcesSection';
import classes from './Detail.module.css';
import { DetailHeader } from './DetailHeader';
import { ExamplesPreview } from './ExamplesPreview';
import { ImproveSection } from './ImproveSection';
import { MeaningsSection } from './MeaningsSection';
import { RelationsSection } from './RelationsSection';
import { Section } from './Section';

export interface TranslationDetailProps {
  id: number;
  lang: string;
  langT: string;
  search: string;
  from: OutOfPlace;
  onAllExamples(params: { word: string; wordT: string; translationId: number }): void;
  /** Called when the translation does not exist (any more): 404 TRANSLATION_NOT_FOUND. */
  onGone?(): void;
}

export function TranslationDetail({ id, lang, langT, search, from, onAllExamples, onGone }: TranslationDetailProps) {
  const { t } = useTranslation('dictionary');
  const queryClient = useQueryClient();
  const placeholder = useMemo(() => findCachedTranslation(queryClient, id), [queryClient, id]);
  const query = useTranslationDetail(id, lang, placeholder);
  const tr = query.data;
  const synonyms = useWordRelations(id, 'synonyms').data ?? [];
  const antonyms = useWordRelations(id, 'antonyms').data ?? [];
  const meaningIds = tr
    ? [...tr.primary_meanings_descriptions, ...tr.translation_meanings_descriptions].map((m) => m.id)
    : [];
  const canEdit = useEditAvailability({
    'translation-union': tr ? [tr.id] : [],
    'translation-meaning': meaningIds,
    synonym: synonyms.map((s) => s.id),
    antonym: antonyms.map((a) => a.id),
  });

  useAutoplay(tr ? `${tr.id}` : null, tr?.translation_word.audios[0] ?? tr?.primary_word.audios[0]);
  useEffect(() => {
    if (search) rememberLastTranslateLink(detailPath(lang, langT, search, id));
  }, [lang, langT, search, id]);

  // 404 TRANSLATION_NOT_FOUND flags the translation as not found (core.md §8).
  const gone = isApiError(query.error) && query.error.code === 'TRANSLATION_NOT_FOUND';
  useEffect(() => {
    if (gone) onGone?.();
  }, [gone, onGone]);

  if (!tr) {
    if (query.isError) {
      return (
        <div className={classes.gone} data-testid="translation-gone">
          <IconUnlink size={28} stroke={1.6} />
          <p>{gone ? t('detail.gone') : t('detail.failed')}</p>
          {!gone && (
            <Button variant="light" radius="xl" onClick={() => void query.refetch()}>
              {t('detail.retry')}
            </Button>
          )}
        </div>
      );
    }
    return (
      <div className={classes.loading}>
        <Loader size="sm" />
      </div>
    );
  }

  const hasAudio = tr.primary_word.audios.length + tr.translation_word.audios.length > 0;

  return (
    <div className={classes.detail} data-testid="translation-detail">
      <DetailHeader translation={tr} canEdit={canEdit('translation-union', tr.id)} from={from} />

      {(tr.primary_word_explanation || tr.translation_word_explanation) && (
        <Section title={t('detail.explanations')}>
          <dl className={classes.explanations}>
            {tr.primary_word_explanation && (
              <>
                <dt data-lang={tr.primary_word.lang_code}>{tr.primary_word.name}</dt>
                <dd>{tr.primary_word_explanation}</dd>
              </>
            )}
            {tr.translation_word_explanation && (
              <>
                <dt data-lang={tr.translation_word.lang_code}>{tr.translation_word.name}</dt>
                <dd>{tr.translation_word_explanation}</dd>
              </>
            )}
          </dl>
        </Section>
      )}

      {tr.all_vocabularies.length > 0 && (
        <Section title={t('detail.subjects')} testId="detail-subjects">
          <div className={wordClasses.chips}>
            {tr.all_vocabularies.map((v) => (
              <span key={v.code} className={wordClasses.chip}>
                {v.localized_value}
              </span>
            ))}
          </div>
        </Section>
      )}

      <MeaningsSection translation={tr} canEdit={(meaningId) => canEdit('translation-meaning', meaningId)} />
      <RelationsSection
        translationId={tr.id}
        kind="synonyms"
        entries={synonyms}
        lang={lang}
        langT={langT}
        canEdit={(entryId) => canEdit('synonym', entryId)}
      />
      <RelationsSection
        translationId={tr.id}
        kind="antonyms"
        entries={antonyms}
        lang={lang}
        langT={langT}
        canEdit={(entryId) => canEdit('antonym', entryId)}
      />
      <ExamplesPreview
        params={{ word: tr.primary_word.name, wordT: tr.translation_word.name, lang, langT }}
        onAll={() => onAllExamples({ word: tr.primary_word.name, wordT: tr.translation_word.name, translationId: tr.id })}
      />
      {hasAudio && (
        <Section title={t('audio.settings')}>
          <AudioSettings />
        </Section>
      )}
      <DataSourcesSection translationId={tr.id} />
      <ImproveSection translation={tr} from={from} />
    </div>
  );
}
