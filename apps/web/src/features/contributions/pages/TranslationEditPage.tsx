// editing/translation?translation_id (core.md §2, §7): words and explanations (PUT), subjects added
// up to 5 in all (POST vocabulary-codes), parts of speech and gender (POST attributes). Editable by
// its author while under review and by moderators (can_edit); a moderation task travels along.
import { useState } from 'react';
import { Button, Textarea, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import type { Translation } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { taskIdFor } from '../../../shared/contributions/task-context';
import { useLanguages } from '../../../shared/reference/all-data';
import { addAttributes } from '../api/add-attributes';
import { addOrGetWord } from '../api/add-or-get-word';
import { addVocabularyCodes } from '../api/add-vocabulary-codes';
import { editTranslation } from '../api/edit-translation';
import { useTranslationToEdit } from '../api/get-translation';
import { AdditionFrame, LanguagePairTag } from '../components/AdditionFrame';
import { AttributesPopup, useAttributeNames } from '../components/AttributesPopup';
import { PageLoading, PageMessage } from '../components/PageState';
import { SubjectsPicker } from '../components/SubjectsPicker';
import { NO_ATTRIBUTES } from '../components/TranslationItemRow';
import { useAdditionParams } from '../hooks/use-addition-params';
import { useErrorReport } from '../hooks/use-error-report';
import { useFinishFlow } from '../hooks/use-finish-flow';
import { attributeIds, type SideAttributes } from '../lib/attributes';
import { subjectsToSend } from '../lib/subjects';
import { CONTRIBUTION_TEXT_LIMITS } from '../lib/text-limits';
import classes from '../components/Addition.module.css';
import itemClasses from '../components/TranslationItems.module.css';

function EditForm({ translation: tr }: { translation: Translation }) {
  const { t } = useTranslation('contributions');
  const finish = useFinishFlow();
  const { report, popup } = useErrorReport();
  const attributeNames = useAttributeNames();
  const { languages } = useLanguages();
  const languageName = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
  const [primary, setPrimary] = useState(tr.primary_word.name);
  const [target, setTarget] = useState(tr.translation_word.name);
  const [primaryExplanation, setPrimaryExplanation] = useState(tr.primary_word_explanation ?? '');
  const [translationExplanation, setTranslationExplanation] = useState(tr.translation_word_explanation ?? '');
  const [subjects, setSubjects] = useState<string[]>([]);
  const [attributes, setAttributes] = useState<SideAttributes[]>([NO_ATTRIBUTES, NO_ATTRIBUTES]);
  const [attributesOpen, setAttributesOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const lang = tr.primary_word.lang_code;
  const langT = tr.translation_word.lang_code;
  const lockedSubjects = tr.all_vocabularies.map((v) => v.code);
  const existing = (list: Translation['all_primary_attributes']) => list.map((a) => a.attribute.name);
  const taskId = taskIdFor('translation-union', tr.id);
  const invalid = !primary.trim() || !target.trim();

  const wordsChanged =
    primary.trim() !== tr.primary_word.name ||
    target.trim() !== tr.translation_word.name ||
    primaryExplanation.trim() !== (tr.primary_word_explanation ?? '') ||
    translationExplanation.trim() !== (tr.translation_word_explanation ?? '');

  const save = async () => {
    setAttempted(true);
    if (invalid || loading) return;
    setLoading(true);
    let points = 0;
    try {
      if (wordsChanged || taskId !== undefined) {
        const primaryWordId = primary.trim() === tr.primary_word.name ? tr.primary_word.id : (await addOrGetWord(primary, lang)).id;
        const translationWordId =
          target.trim() === tr.translation_word.name ? tr.translation_word.id : (await addOrGetWord(target, langT)).id;
        const answer = await editTranslation(tr.id, {
          primaryWordId,
          translationWordId,
          primaryExplanation,
          translationExplanation,
          moderationTaskId: taskId,
        });
        points += answer.rating.points;
      }
      const codes = subjectsToSend(subjects, lockedSubjects);
      if (codes.length > 0) points += (await addVocabularyCodes(tr.id, codes)).rating.points;
      const chosen = [
        ...attributeIds(attributes[0]!).map((attributeId) => ({ langCode: lang, attributeId })),
        ...attributeIds(attributes[1]!).map((attributeId) => ({ langCode: langT, attributeId })),
      ];
      if (chosen.length > 0) points += (await addAttributes(tr.id, chosen)).rating.points;
      finish({ points, entity: { type: 'translation-union', id: tr.id }, onSettled: () => setLoading(false) });
    } catch (error) {
      setLoading(false);
      report(error);
    }
  };

  return (
    <AdditionFrame
      testId="translation-edit-page"
      eyebrow={taskId !== undefined ? t('edit.eyebrow_task', { id: taskId }) : t('edit.eyebrow')}
      title={t('edit.title', { word: tr.primary_word.name, translation: tr.translation_word.name })}
      subtitle={<LanguagePairTag from={lang} to={langT} />}
      footerNote={tr.review_status === 'under_review' ? t('edit.under_review_note') : undefined}
      footer={
        <Button size="md" radius="xl" leftSection={<IconDeviceFloppy size={17} />} loading={loading} onClick={() => void save()} data-testid="save-translation">
          {t('actions.save')}
        </Button>
      }
    >
      <section className={classes.card}>
        <div className={itemClasses.wordFields}>
          <TextInput
            size="md"
            radius="md"
            label={t('edit.word', { language: languageName(lang) })}
            value={primary}
            maxLength={CONTRIBUTION_TEXT_LIMITS.word}
            onChange={(e) => setPrimary(e.currentTarget.value)}
            error={attempted && !primary.trim() ? t('validation.word_required') : undefined}
            data-testid="edit-primary-word"
          />
          <IconArrowRight size={18} className={itemClasses.arrow} aria-hidden />
          <TextInput
            size="md"
            radius="md"
            label={t('edit.translation', { language: languageName(langT) })}
            value={target}
            maxLength={CONTRIBUTION_TEXT_LIMITS.word}
            onChange={(e) => setTarget(e.currentTarget.value)}
            error={attempted && !target.trim() ? t('validation.translation_required') : undefined}
            data-testid="edit-translation-word"
          />
        </div>
        <div className={itemClasses.explanations} style={{ marginTop: 16 }}>
          <Textarea
            label={t('item.explanation_of', { word: primary.trim() || lang })}
            description={t('item.explanation_hint')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={CONTRIBUTION_TEXT_LIMITS.explanation}
            value={primaryExplanation}
            onChange={(e) => setPrimaryExplanation(e.currentTarget.value)}
            data-testid="primary-explanation"
          />
          <Textarea
            label={t('item.explanation_of', { word: target.trim() || langT })}
            description={t('item.explanation_hint')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={CONTRIBUTION_TEXT_LIMITS.explanation}
            value={translationExplanation}
            onChange={(e) => setTranslationExplanation(e.currentTarget.value)}
            data-testid="translation-explanation"
          />
        </div>
      </section>
      <section className={classes.card}>
        <h2 className={classes.sectionTitle}>{t('subjects.title')}</h2>
        {tr.vocabularies_is_locked ? (
          <p className={classes.hint}>{t('edit.subjects_locked')}</p>
        ) : (
          <SubjectsPicker value={subjects} onChange={setSubjects} locked={lockedSubjects} />
        )}
        <h2 className={classes.sectionTitle} style={{ marginTop: 22 }}>
          {t('attributes.title')}
        </h2>
        <div className={itemClasses.attributes}>
          <span className={itemClasses.summary}>
            {`${tr.primary_word.name}: ${[...existing(tr.all_primary_attributes), attributeNames(attributes[0]!)].filter(Boolean).join(', ') || '—'} · ${tr.translation_word.name}: ${[...existing(tr.all_translation_attributes), attributeNames(attributes[1]!)].filter(Boolean).join(', ') || '—'}`}
          </span>
          <Button
            variant="light"
            size="compact-sm"
            radius="xl"
            leftSection={<IconAdjustmentsHorizontal size={14} />}
            onClick={() => setAttributesOpen(true)}
            data-testid="open-attributes"
          >
            {t('attributes.add')}
          </Button>
        </div>
      </section>
      <AttributesPopup
        opened={attributesOpen}
        onClose={() => setAttributesOpen(false)}
        sides={[
          { langCode: lang, word: tr.primary_word.name, value: attributes[0]!, existing: existing(tr.all_primary_attributes) },
          { langCode: langT, word: tr.translation_word.name, value: attributes[1]!, existing: existing(tr.all_translation_attributes) },
        ]}
        onApply={(values) => {
          setAttributes([values[0] ?? NO_ATTRIBUTES, values[1] ?? NO_ATTRIBUTES]);
          setAttributesOpen(false);
        }}
      />
      {popup}
    </AdditionFrame>
  );
}

export default function TranslationEditPage() {
  const { t } = useTranslation('contributions');
  const { translationId, lang } = useAdditionParams();
  const query = useTranslationToEdit(translationId, lang ?? undefined);
  if (translationId === null) return <PageMessage kind="gone" title={t('gone.title')} text={t('gone.text')} />;
  if (query.isPending) return <PageLoading />;
  if (query.isError || !query.data || query.data.is_removed)
    return <PageMessage kind="gone" title={t('gone.title')} text={t('errors.error_content_deleted')} />;
  if (!query.data.can_edit) return <PageMessage kind="locked" title={t('locked.title')} text={t('locked.text')} />;
  return <EditForm key={query.data.id} translation={query.data} />;
}
