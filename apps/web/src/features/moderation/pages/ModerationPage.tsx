// moderation (community.md §2, moderators only): the one review queue (dictionary material, members,
// their actions, feed content). GET /v2/moderation/tasks?limit=10, each task's detail, and the
// decisions through POST /v2/moderation/tasks/{id}/{dictionary|users|actions|feed}. A decided task
// shows as done and leaves the list after 1 s, here and, over Socket.IO, in every other moderator's
// list; a failed load empties the list. Editing opens the entity's edit screen with the task
// attached (core.md §4 finish flow brings the moderator back). The moderation-mode notice shows once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Loader, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChecks, IconRefresh } from '@tabler/icons-react';
import type { ModerationTask, UnverifiedParentPayload } from '@glossa/contract';
import { moderationErrorKey } from '../lib/errors';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api';
import { alerts } from '../../../shared/alerts/store';
import { DisputeParentPopup } from '../../../shared/contributions/DisputeParentPopup';
import { contributionErrorOutcome } from '../../../shared/contributions/errors';
import { editOrigin } from '../../../shared/contributions/task-context';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { ensureRealtime, onRealtime } from '../../../shared/realtime';
import { decideTask, type TaskDecision } from '../api/decide-task';
import { useModerationTasks } from '../api/get-tasks';
import { DecisionPopup, type Decision } from '../components/DecisionPopup';
import { Gate } from '../components/Gate';
import { ModerationNav } from '../components/ModerationNav';
import { ModerationNotice } from '../components/ModerationNotice';
import { SanctionPopup } from '../components/SanctionPopup';
import type { SanctionInput, SanctionKind } from '../lib/sanction';
import { TaskCard } from '../components/TaskCard';
import { taskEdit } from '../lib/task-edit';
import { DONE_TASK_REMOVAL_MS, markDone, mergeLoaded, removeTask, type ListedTask } from '../lib/task-list';
import classes from '../components/Moderation.module.css';

function Queue() {
  const { t } = useTranslation(['moderation', 'contributions']);
  const navigate = useNavigate();
  const to = useLocalePath();
  const tasks = useModerationTasks(true);
  const [list, setList] = useState<ListedTask<ModerationTask>[]>([]);
  const [busy, setBusy] = useState<{ id: number; action: TaskDecision } | null>(null);
  const [sanction, setSanction] = useState<{ task: ModerationTask; kind: SanctionKind } | null>(null);
  const [decision, setDecision] = useState<(Decision & { task: ModerationTask }) | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const [dispute, setDispute] = useState<UnverifiedParentPayload | 'unknown' | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const listRef = useRef(list);
  listRef.current = list;

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  useEffect(() => {
    if (tasks.data) setList((current) => mergeLoaded(current, tasks.data));
  }, [tasks.data]);
  useEffect(() => {
    if (tasks.isError) setList([]);
  }, [tasks.isError]);

  const finish = useCallback((id: number, resolution: string) => {
    setList((current) => markDone(current, id, resolution));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setList((current) => removeTask(current, id));
    }, DONE_TASK_REMOVAL_MS);
    timers.current.add(timer);
  }, []);

  // Decided by another moderator (or here, in another tab): it leaves this list too.
  useEffect(() => {
    void ensureRealtime().catch(() => undefined);
    return onRealtime('moderation:task-closed', ({ id }) => {
      if (listRef.current.some((entry) => entry.task.id === id && entry.done === null)) finish(id, 'elsewhere');
    });
  }, [finish]);

  const decide = async (task: ModerationTask, action: TaskDecision, comment?: string, data?: Record<string, unknown>, input?: SanctionInput) => {
    setBusy({ id: task.id, action });
    setDecisionError(null);
    try {
      const answer = await decideTask(task, action, { comment, data, reason: input?.reason, period: input?.period });
      setDecision(null);
      setSanction(null);
      finish(task.id, action);
      if (answer.rating.points > 0) {
        alerts.showAlert('new_points', { messageKey: 'contributions:points.earned', values: { count: answer.rating.points }, tone: 'success' });
      }
    } catch (error) {
      if (isApiError(error) && (error.code === 'TASK_NOT_RELEVANT' || error.code === 'TASK_NOT_FOUND')) {
        setDecision(null);
        setSanction(null);
        alerts.showError('server', { messageKey: 'contributions:errors.error_task_not_relevant' });
        finish(task.id, 'gone');
        return;
      }
      const own = moderationErrorKey(error);
      if (own) {
        if (sanction) setDecisionError(t(own));
        else alerts.showError('server', { messageKey: own });
        return;
      }
      const outcome = contributionErrorOutcome(error);
      if (outcome.type === 'dispute') {
        setDecision(null);
        setDispute(outcome.payload ?? 'unknown');
      } else if (outcome.type === 'message') {
        const text = t(outcome.key, { ns: ['contributions', 'common'] });
        if (decision || sanction) setDecisionError(text);
        else alerts.showError('server', { messageKey: outcome.key });
      }
    } finally {
      setBusy(null);
    }
  };

  const openEdit = (task: ModerationTask) => {
    const edit = taskEdit(task);
    if (edit.kind === 'screen') {
      editOrigin.setModerationTask({ taskId: task.id, entityType: task.detail_data.entity_type_slug, entityId: Number(task.detail_data.entity_id) });
      void navigate(to(edit.path));
    } else if (edit.kind === 'meaning' || edit.kind === 'pair') {
      setDecision({ action: 'edit', summary: task.detail_data.summary, edit, task });
    }
  };

  const open = list.filter((entry) => entry.done === null).length;
  return (
    <div className={classes.page} data-testid="moderation-page">
      <ModerationNotice />
      <ModerationNav />
      <div className={classes.head}>
        <div>
          <h1 className={classes.title}>{t('moderation:title')}</h1>
          <p className={classes.lead}>{t('moderation:lead')}</p>
        </div>
        <Button
          variant="default"
          radius="xl"
          leftSection={<IconRefresh size={16} />}
          loading={tasks.isFetching}
          onClick={() => void tasks.refetch()}
          data-testid="moderation-refresh"
        >
          {t('moderation:refresh')}
        </Button>
      </div>
      {tasks.isPending ? (
        <div className={classes.empty}>
          <Loader type="dots" />
        </div>
      ) : list.length === 0 ? (
        <div className={classes.empty} data-testid="moderation-empty">
          <div className={classes.emptyIcon}>
            <IconChecks size={30} />
          </div>
          <Title order={2} fz={20}>
            {tasks.isError ? t('moderation:load_failed') : t('moderation:empty_title')}
          </Title>
          <Text c="dimmed">{t('moderation:empty_text')}</Text>
        </div>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('moderation:open_count', { count: open })}
          </Text>
          <ul className={classes.list}>
            {list.map(({ task, done }) => (
              <TaskCard
                key={task.id}
                task={task}
                done={done}
                busy={busy?.id === task.id ? busy.action : null}
                edit={taskEdit(task)}
                onDecide={(action) =>
                  action === 'delete'
                    ? setDecision({ action: 'delete', summary: task.detail_data.summary, task })
                    : void decide(task, action)
                }
                onReject={() => setDecision({ action: 'reject', summary: task.detail_data.summary, task })}
                onEdit={() => openEdit(task)}
                onSanction={(kind) => {
                  setDecisionError(null);
                  setSanction({ task, kind });
                }}
              />
            ))}
          </ul>
        </>
      )}
      <DecisionPopup
        decision={decision}
        busy={busy !== null}
        error={decisionError}
        onClose={() => {
          setDecision(null);
          setDecisionError(null);
        }}
        onConfirm={(comment, data) => decision && void decide(decision.task, decision.action, comment, data)}
      />
      <SanctionPopup
        kind={sanction?.kind ?? null}
        who={sanction?.task.detail_data.author?.nickname ?? t('moderation:task.someone')}
        busy={busy !== null}
        error={decisionError}
        onClose={() => {
          setSanction(null);
          setDecisionError(null);
        }}
        onConfirm={(input) => sanction && void decide(sanction.task, sanction.kind === 'block' ? 'ban' : 'reprimand', input.comment, undefined, input)}
      />
      <DisputeParentPopup payload={dispute} onClose={() => setDispute(null)} />
    </div>
  );
}

export default function ModerationPage() {
  const { t } = useTranslation('moderation');
  useDocumentTitle(`${t('title')} · Glossa`);
  // Edits started from here and abandoned must not carry the task any more.
  useEffect(() => editOrigin.setModerationTask(null), []);
  return (
    <Gate>
      <Queue />
    </Gate>
  );
}
