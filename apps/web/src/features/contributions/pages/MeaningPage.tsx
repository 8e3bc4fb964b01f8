// addition/meanings-{lang} and editing/meanings-{lang}?meaning_id (core.md §2, §7): a meaning
// description of one side's word. MEANING_EXIST says 'This meaning of the word already exists, try
// adding another'.
import { useState } from 'react';
import { Button, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contributionErrorOutcome } from '../../../shared/contributions/errors';
import { taskIdFor } from '../../../shared/contributions/task-context';
import { useMeanings } from '../api/get-meanings';
import { addMeaning, editMeaning } from '../api/save-meaning';
import { AdditionFrame, LanguagePairTag } from '../components/AdditionFrame';
import { InlineError } from '../components/InlineError';
import { PageLoading, PageMessage } from '../components/PageState';
import { useAdditionParams } from '../hooks/use-addition-params';
import { useErrorReport, shownGlobally } from '../hooks/use-error-report';
import { useFinishFlow } from '../hooks/use-finish-flow';
import { useTranslationSide, type TranslationSide } from '../hooks/use-side';
import type { AdditionMode } from '../lib/screens';
import { CONTRIBUTION_TEXT_LIMITS } from '../lib/text-limits';
import classes from '../components/Addition.module.css';

function MeaningForm({ side, meaningId, initial, existing }: { side: TranslationSide; meaningId: number | null; initial: string; existing: string[] }) {
  const { t } = useTranslation('contributions');
  const finish = useFinishFlow();
  const { report, popup } = useErrorReport();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { translation: tr, word } = side;
  const taskId = meaningId !== null ? taskIdFor('translation-meaning', meaningId) : undefined;
  const tooShort = value.trim().length < CONTRIBUTION_TEXT_LIMITS.meaningMin;

  const save = async () => {
    if (tooShort) {
      setError(t('validation.meaning_too_short', { min: CONTRIBUTION_TEXT_LIMITS.meaningMin }));
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const answer =
        meaningId === null
          ? await addMeaning(tr.id, word.lang_code, value)
          : await editMeaning(tr.id, meaningId, value, taskId);
      finish({
        points: answer.rating.points,
        entity: meaningId === null ? null : { type: 'translation-meaning', id: meaningId },
        onSettled: () => setLoading(false),
      });
    } catch (err) {
      setLoading(false);
      const outcome = contributionErrorOutcome(err);
      if (outcome.type === 'message' && !shownGlobally(err)) setError(t(outcome.key, { ns: ['contributions', 'common'] }));
      else report(err);
    }
  };

  return (
    <AdditionFrame
      testId="meaning-page"
      eyebrow={meaningId === null ? t('meaning.eyebrow_add') : t('meaning.eyebrow_edit')}
      title={t('meaning.title', { word: word.name })}
      subtitle={<LanguagePairTag from={word.lang_code} />}
      footerNote={t('meaning.points_note')}
      footer={
        <Button size="md" radius="xl" leftSection={<IconSend size={17} />} loading={loading} onClick={() => void save()} data-testid="send-meaning">
          {meaningId === null ? t('actions.send_for_review') : t('actions.save')}
        </Button>
      }
    >
      <section className={classes.card}>
        <Textarea
          label={t('meaning.label', { word: word.name })}
          description={t('meaning.hint', { other: side.other.name })}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={CONTRIBUTION_TEXT_LIMITS.meaning}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
          data-testid="meaning-input"
          autoFocus
        />
        <InlineError message={error} />
      </section>
      {existing.length > 0 && (
        <section className={classes.card}>
          <h2 className={classes.sectionTitle}>{t('meaning.existing', { count: existing.length })}</h2>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {existing.map((m, i) => (
              <li key={i} className={classes.hint} style={{ marginBottom: 4 }}>
                {m}
              </li>
            ))}
          </ul>
        </section>
      )}
      {popup}
    </AdditionFrame>
  );
}

export default function MeaningPage({ mode, lang }: { mode: AdditionMode; lang: string }) {
  const { t } = useTranslation('contributions');
  const { translationId, meaningId } = useAdditionParams();
  const { query, side } = useTranslationSide(translationId, lang);
  const meanings = useMeanings(side ? translationId : null, lang);
  const editing = mode === 'editing' && meaningId !== null;
  if (translationId === null) return <PageMessage kind="gone" title={t('gone.title')} text={t('gone.text')} />;
  if (query.isPending || (side && meanings.isPending)) return <PageLoading />;
  if (!side) return <PageMessage kind="gone" title={t('gone.title')} text={t('errors.error_content_deleted')} />;
  const list = meanings.data?.data ?? [];
  const current = editing ? list.find((m) => m.id === meaningId) : undefined;
  if (editing && !current) return <PageMessage kind="gone" title={t('gone.title')} text={t('errors.error_content_deleted')} />;
  if (current && !current.can_edit) return <PageMessage kind="locked" title={t('locked.title')} text={t('locked.text')} />;
  return (
    <MeaningForm
      side={side}
      meaningId={current?.id ?? null}
      initial={current?.value ?? ''}
      existing={list.filter((m) => m.id !== current?.id).map((m) => m.value)}
    />
  );
}
