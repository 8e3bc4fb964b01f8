// sentences-{lang}/step:{step} (core.md §2, §3 Sentence): a multi-step example editor.
// 1. the sentence; 2. the word's positions (click the tokens) and the changed word form;
// 3. the translation into the other language of the translation (additions only).
// Additions: POST /words/{wordId}/sentence with the translation in the same call. Edits
// (?word_sentence_id): PUT /words/sentence/{id}. Steps replace each other in the history, so leaving
// the editor goes back to where it was opened from.
import { useEffect, useState } from 'react';
import { Button, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import type { Word } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { contributionErrorOutcome } from '../../../shared/contributions/errors';
import { taskIdFor } from '../../../shared/contributions/task-context';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguages } from '../../../shared/reference/all-data';
import { useEntity } from '../api/get-entity';
import { addSentence, editWordSentence } from '../api/save-sentence';
import { AdditionFrame, LanguagePairTag } from '../components/AdditionFrame';
import { InlineError } from '../components/InlineError';
import { PageLoading, PageMessage } from '../components/PageState';
import { SentencePreview, SentenceTokens } from '../components/SentenceTokens';
import { useAdditionParams } from '../hooks/use-addition-params';
import { useErrorReport, shownGlobally } from '../hooks/use-error-report';
import { useFinishFlow } from '../hooks/use-finish-flow';
import { useTranslationSide } from '../hooks/use-side';
import { sentenceStepPath, type AdditionMode } from '../lib/screens';
import { guessPositions, isTooShort, keepPositions, suggestedWordForm, togglePosition } from '../lib/sentence';
import { EMPTY_DRAFT, draftWasSent, forgetSentDraft, markDraftSent, readDraft, writeDraft, type SentenceDraft } from '../lib/sentence-draft';
import { CONTRIBUTION_TEXT_LIMITS } from '../lib/text-limits';
import classes from '../components/Addition.module.css';
import sentenceClasses from '../components/Sentence.module.css';

interface EditorContext {
  mode: AdditionMode;
  lang: string;
  /** The word the example is for (null when an edit does not say). */
  word: Pick<Word, 'id' | 'name' | 'lang_code'> | null;
  /** The other side: the translation's language (additions). */
  other: Pick<Word, 'name' | 'lang_code'> | null;
  wordSentenceId: number | null;
  initial: SentenceDraft;
  draftKey: string;
}

function Steps({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation('contributions');
  const names = [t('sentence.step_sentence'), t('sentence.step_word'), t('sentence.step_translation')].slice(0, total);
  return (
    <ol className={sentenceClasses.steps} aria-label={t('sentence.steps_label')}>
      {names.map((name, i) => (
        <li
          key={name}
          className={sentenceClasses.step}
          data-state={i + 1 < step ? 'done' : i + 1 === step ? 'current' : 'todo'}
          aria-current={i + 1 === step ? 'step' : undefined}
        >
          {t('sentence.step_n', { n: i + 1, name })}
        </li>
      ))}
    </ol>
  );
}

function Editor({ context, step }: { context: EditorContext; step: number }) {
  const { t } = useTranslation('contributions');
  const navigate = useNavigate();
  const to = useLocalePath();
  const location = useLocation();
  const finish = useFinishFlow();
  const { report, popup } = useErrorReport();
  const { languages } = useLanguages();
  const [draft, setDraftState] = useState<SentenceDraft>(() => readDraft(context.draftKey) ?? context.initial);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const total = context.mode === 'addition' && context.other ? 3 : 2;
  const languageName = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
  const wordName = context.word?.name ?? '';

  const setDraft = (patch: Partial<SentenceDraft>) =>
    setDraftState((d) => {
      const next = { ...d, ...patch };
      writeDraft(context.draftKey, next);
      return next;
    });

  const goTo = (n: number) => {
    setError(null);
    void navigate(to(sentenceStepPath(context.mode, context.lang, n, location.search)), { replace: true });
  };

  // Entering step 2: the word is found in the sentence when nothing is selected yet.
  useEffect(() => {
    if (step !== 2 || draft.positions.length > 0 || !wordName) return;
    const guessed = guessPositions(draft.text, wordName);
    if (guessed.length > 0) setDraft({ positions: guessed });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per entry into step 2
  }, [step]);

  const toggle = (index: number) => {
    const positions = togglePosition(draft.positions, index);
    setDraft(
      draft.formTouched ? { positions } : { positions, changedWordForm: wordName ? suggestedWordForm(draft.text, positions, wordName) : '' },
    );
  };

  const next = () => {
    if (step === 1) {
      if (isTooShort(draft.text)) return setError(t('errors.error_sentence_too_short'));
      setDraft({ positions: keepPositions(draft.text, draft.positions) });
      return goTo(2);
    }
    if (step === 2) {
      if (draft.positions.length === 0) return setError(t('sentence.select_required'));
      if (total === 3) return goTo(3);
    }
    void send();
  };

  const send = async () => {
    setLoading(true);
    setError(null);
    const input = { text: draft.text, positions: draft.positions, changedWordForm: draft.changedWordForm };
    try {
      let points: number;
      if (context.wordSentenceId !== null) {
        const taskId = taskIdFor('word-sentence', context.wordSentenceId);
        points = (await editWordSentence(context.wordSentenceId, input, taskId)).rating.points;
      } else {
        const translation = context.other ? { text: draft.translation, langCode: context.other.lang_code } : null;
        points = (await addSentence(context.word!.id, input, translation)).rating.points;
      }
      markDraftSent(context.draftKey);
      finish({
        points,
        entity: context.wordSentenceId !== null ? { type: 'word-sentence', id: context.wordSentenceId } : null,
        onSettled: () => setLoading(false),
      });
    } catch (err) {
      setLoading(false);
      const outcome = contributionErrorOutcome(err);
      if (outcome.type === 'message' && !shownGlobally(err)) setError(t(outcome.key, { ns: ['contributions', 'common'] }));
      else report(err);
    }
  };

  const last = step === total;
  return (
    <AdditionFrame
      testId="sentence-page"
      eyebrow={context.mode === 'editing' ? t('sentence.eyebrow_edit') : t('sentence.eyebrow_add')}
      title={wordName ? t('sentence.title', { word: wordName }) : t('sentence.title_plain')}
      subtitle={<LanguagePairTag from={context.lang} to={total === 3 ? context.other?.lang_code : null} />}
      footerNote={last ? t('sentence.points_note') : undefined}
      footer={
        <div className={sentenceClasses.nav}>
          {step > 1 && (
            <Button size="md" radius="xl" variant="default" leftSection={<IconArrowLeft size={17} />} onClick={() => goTo(step - 1)} disabled={loading}>
              {t('actions.back')}
            </Button>
          )}
          <Button
            size="md"
            radius="xl"
            loading={loading}
            rightSection={last ? undefined : <IconArrowRight size={17} />}
            leftSection={last ? <IconSend size={17} /> : undefined}
            onClick={next}
            data-testid={last ? 'send-sentence' : 'sentence-next'}
          >
            {last ? (context.mode === 'editing' ? t('actions.save') : t('actions.send_for_review')) : t('actions.next')}
          </Button>
        </div>
      }
    >
      <Steps step={step} total={total} />
      <section className={classes.card}>
        {step === 1 && (
          <Textarea
            label={t('sentence.text_label', { language: languageName(context.lang) })}
            description={wordName ? t('sentence.text_hint', { word: wordName }) : undefined}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={CONTRIBUTION_TEXT_LIMITS.sentence}
            value={draft.text}
            onChange={(e) => {
              setDraft({ text: e.currentTarget.value });
              setError(null);
            }}
            autoFocus
            data-testid="sentence-input"
          />
        )}
        {step === 2 && (
          <>
            <h2 className={classes.sectionTitle}>{wordName ? t('sentence.select_title', { word: wordName }) : t('sentence.select_title_plain')}</h2>
            <p className={classes.hint} style={{ marginBottom: 12 }}>
              {t('sentence.select_hint')}
            </p>
            <SentenceTokens text={draft.text} positions={draft.positions} onToggle={toggle} />
            <TextInput
              mt="lg"
              size="md"
              radius="md"
              label={t('sentence.form_label')}
              description={t('sentence.form_hint', { word: wordName || '…' })}
              value={draft.changedWordForm}
              maxLength={CONTRIBUTION_TEXT_LIMITS.word}
              onChange={(e) => setDraft({ changedWordForm: e.currentTarget.value, formTouched: true })}
              data-testid="changed-word-form"
            />
          </>
        )}
        {step === 3 && context.other && (
          <>
            <SentencePreview text={draft.text} positions={draft.positions} />
            <Textarea
              mt="lg"
              label={t('sentence.translation_label', { language: languageName(context.other.lang_code) })}
              description={t('sentence.translation_hint')}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={CONTRIBUTION_TEXT_LIMITS.sentence}
              value={draft.translation}
              onChange={(e) => setDraft({ translation: e.currentTarget.value })}
              autoFocus
              data-testid="sentence-translation-input"
            />
          </>
        )}
        <InlineError message={error} />
      </section>
      {popup}
    </AdditionFrame>
  );
}

export default function SentencePage({ mode, lang, step }: { mode: AdditionMode; lang: string; step: number }) {
  const { t } = useTranslation('contributions');
  const to = useLocalePath();
  const location = useLocation();
  const { translationId, wordSentenceId } = useAdditionParams();
  const editing = mode === 'editing' && wordSentenceId !== null;
  const { query, side } = useTranslationSide(translationId, lang);
  const entity = useEntity('word-sentence', editing ? wordSentenceId : null);
  const draftKey = `${mode}:${translationId ?? '-'}:${editing ? wordSentenceId : '-'}:${lang}`;

  if (!editing && translationId === null) return <PageMessage kind="gone" title={t('gone.title')} text={t('gone.text')} />;
  if ((translationId !== null && query.isPending) || (editing && entity.isPending)) return <PageLoading />;
  if (editing && (entity.isError || !entity.data)) return <PageMessage kind="gone" title={t('gone.title')} text={t('errors.error_content_deleted')} />;
  if (editing && !entity.data!.can_edit) return <PageMessage kind="locked" title={t('locked.title')} text={t('locked.text')} />;
  if (!editing && !side) return <PageMessage kind="gone" title={t('gone.title')} text={t('errors.error_content_deleted')} />;

  const e = editing ? (entity.data!.entity as { sentence_text?: string; selected_positions?: number[]; changed_word_form?: string | null; word_id?: number }) : null;
  const initial: SentenceDraft = e
    ? { ...EMPTY_DRAFT, text: e.sentence_text ?? '', positions: e.selected_positions ?? [], changedWordForm: e.changed_word_form ?? '', formTouched: true }
    : EMPTY_DRAFT;
  const total = editing ? 2 : 3;
  const draft = readDraft(draftKey) ?? initial;
  if (step === 1) forgetSentDraft(draftKey);
  // A later step without a sentence (a bookmarked step): start at the beginning. Not while a sent
  // example waits for the finish flow to leave the page.
  if (step > total || (step > 1 && isTooShort(draft.text) && !draftWasSent(draftKey))) {
    return <Navigate to={to(sentenceStepPath(mode, lang, 1, location.search))} replace />;
  }
  const context: EditorContext = {
    mode,
    lang,
    word: side && (!e || side.word.id === e.word_id) ? side.word : null,
    other: editing ? null : (side?.other ?? null),
    wordSentenceId: editing ? wordSentenceId : null,
    initial,
    draftKey,
  };
  return <Editor context={context} step={step} />;
}
