// addition/synonym-{lang}, addition/antonym-{lang} (a batch: every item success or failed with its
// error key, core.md §4) and editing/...?entry_id (replace the word of one entry).
import { useRef, useState } from 'react';
import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contributionErrorKey } from '../../../shared/contributions/errors';
import { taskIdFor } from '../../../shared/contributions/task-context';
import { useRelations, type RelationKind } from '../api/get-relations';
import { STATISTICS_KEYS } from '../api/keys';
import { addRelation, editRelation } from '../api/save-relation';
import { AdditionFrame, LanguagePairTag } from '../components/AdditionFrame';
import { InlineError } from '../components/InlineError';
import { PageLoading, PageMessage } from '../components/PageState';
import { StatusMark } from '../components/StatusMark';
import { useAdditionParams } from '../hooks/use-addition-params';
import { useErrorReport, shownGlobally } from '../hooks/use-error-report';
import { useFinishFlow } from '../hooks/use-finish-flow';
import { useTranslationSide, type TranslationSide } from '../hooks/use-side';
import { runRelationBatch, type RelationItem } from '../lib/relation-batch';
import type { AdditionMode } from '../lib/screens';
import { CONTRIBUTION_TEXT_LIMITS } from '../lib/text-limits';
import classes from '../components/Addition.module.css';
import itemClasses from '../components/TranslationItems.module.css';

const EXISTS_KEY = { synonym: 'errors.error_synonym_exists', antonym: 'errors.error_antonym_exists' } as const;

function AddRelations({ kind, side }: { kind: RelationKind; side: TranslationSide }) {
  const { t } = useTranslation('contributions');
  const queryClient = useQueryClient();
  const finish = useFinishFlow();
  const nextKey = useRef(1);
  const [items, setItems] = useState<RelationItem[]>([{ key: 'r0', name: '', status: null }]);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const existing = useRelations(side.translation.id, kind).data?.filter((e) => e.lang_code === side.word.lang_code) ?? [];

  const update = (key: string, patch: Partial<RelationItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const submit = async () => {
    const list = items.filter((i) => i.name.trim() !== '');
    if (list.length === 0) {
      setProblem(t(`relation.${kind}_required`));
      return;
    }
    setProblem(null);
    setItems(list);
    setLoading(true);
    let settlesLater = false;
    try {
      const outcome = await runRelationBatch(
        list,
        async (item) => ({ points: (await addRelation(kind, side.translation.id, side.word.lang_code, item.name)).rating.points }),
        {
          errorKey: (error) => (shownGlobally(error) ? 'server_error_title' : (contributionErrorKey(error) ?? 'server_error_title')),
          existsKey: `contributions:${EXISTS_KEY[kind]}`,
          onChange: setItems,
        },
      );
      setItems(outcome.items);
      if (outcome.allSucceeded) {
        settlesLater = true;
        const points = outcome.items.reduce((sum, i) => sum + (i.points ?? 0), 0);
        finish({ points, onSettled: () => setLoading(false) });
      } else {
        for (const queryKey of STATISTICS_KEYS) void queryClient.invalidateQueries({ queryKey });
      }
    } finally {
      if (!settlesLater) setLoading(false);
    }
  };

  return (
    <AdditionFrame
      testId="relation-page"
      eyebrow={t(`relation.${kind}_eyebrow`)}
      title={t(`relation.${kind}_title`, { word: side.word.name })}
      subtitle={<LanguagePairTag from={side.word.lang_code} />}
      footerNote={t('relation.points_note')}
      footer={
        <Button size="md" radius="xl" leftSection={<IconSend size={17} />} loading={loading} onClick={() => void submit()} data-testid="send-relations">
          {t('actions.send_for_review')}
        </Button>
      }
    >
      <section className={classes.card}>
        <p className={classes.hint}>{t(`relation.${kind}_hint`, { word: side.word.name })}</p>
        <ul className={itemClasses.list} style={{ marginTop: 14 }}>
          {items.map((item, index) => (
            <li key={item.key} className={itemClasses.item} data-status={item.status ?? 'empty'} data-testid="relation-item">
              <div className={itemClasses.row}>
                <span className={itemClasses.index}>{index + 1}</span>
                <TextInput
                  className={itemClasses.word}
                  size="md"
                  radius="md"
                  aria-label={t(`relation.${kind}_label`, { n: index + 1 })}
                  placeholder={t(`relation.${kind}_placeholder`)}
                  value={item.name}
                  maxLength={CONTRIBUTION_TEXT_LIMITS.word}
                  disabled={loading || item.status === 'success'}
                  onChange={(e) => update(item.key, { name: e.currentTarget.value, status: null, errorKey: null })}
                  data-testid="relation-input"
                />
                {items.length > 1 && item.status !== 'success' && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size={40}
                    radius="xl"
                    disabled={loading}
                    onClick={() => setItems((list) => list.filter((i) => i.key !== item.key))}
                    aria-label={t('item.remove')}
                  >
                    <IconTrash size={17} />
                  </ActionIcon>
                )}
              </div>
              <div className={itemClasses.meta}>
                <StatusMark status={item.status} message={item.errorKey ? t(item.errorKey, { ns: ['contributions', 'common'] }) : null} />
              </div>
            </li>
          ))}
        </ul>
        <Group className={itemClasses.addRow} justify="space-between">
          <Button
            variant="light"
            radius="xl"
            leftSection={<IconPlus size={16} />}
            disabled={loading}
            onClick={() => setItems((list) => [...list, { key: `r${nextKey.current++}`, name: '', status: null }])}
            data-testid="add-relation-row"
          >
            {t(`relation.${kind}_add_row`)}
          </Button>
        </Group>
        <InlineError message={problem} />
      </section>
      {existing.length > 0 && (
        <section className={classes.card}>
          <h2 className={classes.sectionTitle}>{t(`relation.${kind}_existing`)}</h2>
          <p className={classes.hint}>{existing.map((e) => e.name).join(', ')}</p>
        </section>
      )}
    </AdditionFrame>
  );
}

function EditRelation({ kind, side, entryId, initial }: { kind: RelationKind; side: TranslationSide; entryId: number; initial: string }) {
  const { t } = useTranslation('contributions');
  const finish = useFinishFlow();
  const { report, popup } = useErrorReport();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const taskId = taskIdFor(kind, entryId);

  const save = async () => {
    if (!name.trim()) {
      setError(t(`relation.${kind}_required`));
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const answer = await editRelation(kind, side.translation.id, entryId, side.word.lang_code, name, taskId);
      finish({ points: answer.rating.points, entity: { type: kind, id: entryId }, onSettled: () => setLoading(false) });
    } catch (err) {
      setLoading(false);
      const key = contributionErrorKey(err);
      if (key && !shownGlobally(err) && !key.endsWith('error_unverified_parent')) setError(t(key, { ns: ['contributions', 'common'] }));
      else report(err);
    }
  };

  return (
    <AdditionFrame
      testId="relation-edit-page"
      eyebrow={t(`relation.${kind}_eyebrow_edit`)}
      title={t(`relation.${kind}_title`, { word: side.word.name })}
      subtitle={<LanguagePairTag from={side.word.lang_code} />}
      footer={
        <Button size="md" radius="xl" loading={loading} onClick={() => void save()} data-testid="save-relation">
          {t('actions.save')}
        </Button>
      }
    >
      <section className={classes.card}>
        <TextInput
          size="md"
          radius="md"
          label={t(`relation.${kind}_label`, { n: 1 })}
          value={name}
          maxLength={CONTRIBUTION_TEXT_LIMITS.word}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          data-testid="relation-input"
        />
        <InlineError message={error} />
      </section>
      {popup}
    </AdditionFrame>
  );
}

export default function RelationPage({ mode, kind, lang }: { mode: AdditionMode; kind: RelationKind; lang: string }) {
  const { t } = useTranslation('contributions');
  const { translationId, entryId } = useAdditionParams();
  const { query, side } = useTranslationSide(translationId, lang);
  const relations = useRelations(side && mode === 'editing' ? translationId : null, kind);
  if (translationId === null) return <PageMessage kind="gone" title={t('gone.title')} text={t('gone.text')} />;
  if (query.isPending) return <PageLoading />;
  if (!side) return <PageMessage kind="gone" title={t('gone.title')} text={t('errors.error_content_deleted')} />;
  if (mode === 'editing' && entryId !== null) {
    if (relations.isPending) return <PageLoading />;
    const entry = relations.data?.find((e) => e.id === entryId);
    if (!entry) return <PageMessage kind="gone" title={t('gone.title')} text={t('errors.error_content_deleted')} />;
    if (!entry.can_edit) return <PageMessage kind="locked" title={t('locked.title')} text={t('locked.text')} />;
    return <EditRelation kind={kind} side={side} entryId={entry.id} initial={entry.name} />;
  }
  return <AddRelations kind={kind} side={side} />;
}
