// moderation (community.md §2, moderators only): the review queue. GET /v2/moderation/tasks?limit=10,
// each task's detail, and the decisions through POST /v2/moderation/tasks/{id}/dictionary. A decided
// task shows as done and leaves the list after 1 s; a failed load empties the list. Editing opens the
// entity's edit screen with the task attached (core.md §4 finish flow brings the moderator back).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Loader, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChecks, IconLock, IconRefresh } from '@tabler/icons-react';
import type { ModerationAction, ModerationTask, UnverifiedParentPayload } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api';
import { alerts } from '../../../shared/alerts/store';
import { DisputeParentPopup } from '../../../shared/contributions/DisputeParentPopup';
import { contributionErrorOutcome } from '../../../shared/contributions/errors';
import { editOrigin } from '../../../shared/contributions/task-context';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import { decideTask } from '../api/decide-task';
import { useModerationTasks } from '../api/get-tasks';
import { DecisionPopup, type Decision } from '../components/DecisionPopup';
import { TaskCard } from '../components/TaskCard';
import { taskEdit } from '../lib/task-edit';
import { DONE_TASK_REMOVAL_MS, markDone, mergeLoaded, removeTask, type ListedTask } from '../lib/task-list';
import classes from '../components/Moderation.module.css';

function Forbidden() {
  const { t } = useTranslation('moderation');
  const to = useLocalePath();
  return (
    <div className={classes.page}>
      <div className={classes.empty} data-testid="moderation-forbidden">
        <div className={classes.emptyIcon} style={{ background: 'var(--mantine-color-red-1)', color: 'var(--mantine-color-red-7)' }}>
          <IconLock size={28} />
        </div>
        <Text c="dimmed" fw={700}>
          403
        </Text>
        <Title order={1} fz={24}>
          {t('forbidden.title')}
        </Title>
        <Text c="dimmed" maw={440}>
          {t('forbidden.text')}
        </Text>
        <Button component={Link} to={to('/dictionary')} radius="xl" mt="sm">
          {t('forbidden.back')}
        </Button>
      </div>
    </div>
  );
}

function Queue() {
  const { t } = useTranslation(['moderation', 'contributions']);
  const navigate = useNavigate();
  const to = useLocalePath();
  const tasks = useModerationTasks(true);
  const [list, setList] = useState<ListedTask<ModerationTask>[]>([]);
  const [busy, setBusy] = useState<{ id: number; action: ModerationAction } | null>(null);
  const [decision, setDecision] = useState<(Decision & { task: ModerationTask }) | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const [dispute, setDispute] = useState<UnverifiedParentPayload | 'unknown' | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

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

  const decide = async (task: ModerationTask, action: ModerationAction, comment?: string, data?: Record<string, unknown>) => {
    setBusy({ id: task.id, action });
    setDecisionError(null);
    try {
      const answer = await decideTask(task, action, { comment, data });
      setDecision(null);
      finish(task.id, action);
      if (answer.rating.points > 0) {
        alerts.showAlert('new_points', { messageKey: 'contributions:points.earned', values: { count: answer.rating.points }, tone: 'success' });
      }
    } catch (error) {
      if (isApiError(error) && (error.code === 'TASK_NOT_RELEVANT' || error.code === 'TASK_NOT_FOUND')) {
        setDecision(null);
        alerts.showError('server', { messageKey: 'contributions:errors.error_task_not_relevant' });
        finish(task.id, 'gone');
        return;
      }
      const outcome = contributionErrorOutcome(error);
      if (outcome.type === 'dispute') {
        setDecision(null);
        setDispute(outcome.payload ?? 'unknown');
      } else if (outcome.type === 'message') {
        const text = t(outcome.key, { ns: ['contributions', 'common'] });
        if (decision) setDecisionError(text);
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
      <DisputeParentPopup payload={dispute} onClose={() => setDispute(null)} />
    </div>
  );
}

export default function ModerationPage() {
  const { t } = useTranslation('moderation');
  useDocumentTitle(`${t('title')} · Glossa`);
  const { data: profile, isPending } = useProfile();
  // Edits started from here and abandoned must not carry the task any more.
  useEffect(() => editOrigin.setModerationTask(null), []);
  if (isPending) {
    return (
      <div className={classes.page}>
        <div className={classes.empty}>
          <Loader type="dots" />
        </div>
      </div>
    );
  }
  if (profile?.role !== 'moderator' && profile?.role !== 'admin') return <Forbidden />;
  return <Queue />;
}
