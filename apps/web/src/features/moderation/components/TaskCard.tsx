// One moderation task (community.md §3 "Moderation task", §4 "Content review"): what it is about,
// who sent it, and the decisions: accept, reject (with a comment), edit, delete, skip, leave (back to
// the queue, undecided); complaints
// are upheld, called false or ignored. Tasks of every type share the card: dictionary material,
// feed content (upheld: removed), members and their actions (upheld with a warning or a block).
import { useState } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconCheck, IconChevronDown, IconEdit, IconLock, IconPlayerSkipForward, IconTrash, IconX } from '@tabler/icons-react';
import type { ModerationAction, ModerationTask } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguageNameOf } from '../../../shared/reference/language-name';
import { useHistory } from '../api/get-history';
import type { TaskDecision } from '../api/decide-task';
import type { TaskEdit } from '../lib/task-edit';
import { AudioPreview } from './AudioPreview';
import classes from './Moderation.module.css';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

function Fields({ task }: { task: ModerationTask }) {
  const { t } = useTranslation('moderation');
  const languageName = useLanguageNameOf();
  const e = task.detail_data.entity;
  const rows: [string, string][] = [];
  const add = (label: string, value: unknown) => {
    const text = str(value);
    if (text) rows.push([t(`fields.${label}`), text]);
  };
  add('primary_word_explanation', e.primary_word_explanation);
  add('translation_word_explanation', e.translation_word_explanation);
  add('word', e.word);
  add('value', task.detail_data.entity_type_slug === 'translation-meaning' ? e.value : null);
  add('changed_word_form', e.changed_word_form);
  add('translation_sentence_text', e.translation_sentence_text);
  if (Array.isArray(e.own_words) && e.own_words.length > 0) rows.push([t('fields.group'), e.own_words.join(', ')]);
  if (task.detail_data.lang_codes.length > 0) rows.push([t('fields.languages'), task.detail_data.lang_codes.map(languageName).join(' → ')]);
  if (task.detail_data.author) {
    rows.push([t(task.detail_data.kind === 'complaint' ? 'fields.content_author' : 'fields.author'), task.detail_data.author.nickname ?? t('task.someone')]);
  }
  const audio = str(e.actual_file_name);
  return (
    <>
      <dl className={classes.fields}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {audio && (
        <div style={{ marginTop: 10 }}>
          <AudioPreview fileName={audio} />
        </div>
      )}
    </>
  );
}

function History({ task }: { task: ModerationTask }) {
  const { t, i18n } = useTranslation('moderation');
  const d = task.detail_data;
  // Complaints about members and their actions: what moderators decided about the member.
  const member = task.type === 'user' || task.type === 'user_action' ? (d.complaint?.target_user_uuid ?? null) : null;
  const history = useHistory(member ? 'user' : d.entity_type_slug, member ?? d.entity_id, true);
  if (history.isPending) return <Loader size="xs" type="dots" mt="sm" />;
  const entries = history.data ?? [];
  if (entries.length === 0) return <Text size="sm" c="dimmed" mt="sm">{t('task.no_history')}</Text>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={classes.history} data-testid="task-history">
      {entries.map((h) => (
        <li key={h.id}>
          <strong>{h.action.includes('.') ? t(`audit_actions.${h.action}`, { defaultValue: h.action }) : h.action.split('_')[0]}</strong> · {h.actor?.nickname ?? t('task.someone')} · {date.format(new Date(h.created_at))}
          {h.comment && <Text size="sm" c="dimmed">“{h.comment}”</Text>}
        </li>
      ))}
    </ul>
  );
}

export function TaskCard({
  task,
  done,
  busy,
  edit,
  onDecide,
  onReject,
  onEdit,
  onSanction,
}: {
  task: ModerationTask;
  /** The decision taken here (shown for a second before the task goes). */
  done: string | null;
  busy: TaskDecision | null;
  edit: TaskEdit;
  onDecide(action: ModerationAction): void;
  onReject(): void;
  onEdit(): void;
  /** Complaints about members: uphold with a warning or a block (the ban popup). */
  onSanction(kind: 'reprimand' | 'block'): void;
}) {
  const { t, i18n } = useTranslation(['moderation', 'contributions']);
  const to = useLocalePath();
  const [historyOpen, setHistoryOpen] = useState(false);
  const d = task.detail_data;
  const complaint = d.kind === 'complaint';
  const aboutMember = task.type === 'user' || task.type === 'user_action';
  const member = d.complaint?.target_user_uuid ?? d.author?.uuid ?? null;
  const typeLabel =
    task.type === 'dictionary'
      ? t(`contributions:entity_types.${d.entity_type_slug}`, { defaultValue: d.entity_type_slug })
      : t(`moderation:target_types.${task.type === 'feed' ? d.entity_type_slug : task.type}`, { defaultValue: d.entity_type_slug });
  const disabled = busy !== null || done !== null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(task.created_at));

  return (
    <li className={classes.card} data-done={done ? true : undefined} data-testid="moderation-task" data-task-id={task.id}>
      <div className={classes.top}>
        <span className={classes.badge} data-kind={d.kind}>
          {t(`moderation:kinds.${d.kind}`)}
        </span>
        <span className={classes.badge} data-testid="task-type">
          {typeLabel}
        </span>
        <span className={classes.when}>{when}</span>
      </div>
      {d.summary && (
        <p className={classes.summary} data-testid="task-summary">
          {d.summary}
        </p>
      )}
      <Fields task={task} />
      {complaint && d.complaint && (
        <div className={classes.complaint}>
          <Text size="xs" fw={700} c="red.8" tt="uppercase">
            {t('moderation:task.complaint')}
          </Text>
          {d.complaint.comment}
        </div>
      )}
      {done ? (
        <div className={classes.done} role="status" data-testid="task-done">
          <IconCheck size={18} /> {t(`moderation:done.${done}`, { defaultValue: t('moderation:done.other') })}
        </div>
      ) : (
        <div className={classes.actions}>
          <Button
            radius="xl"
            color="teal"
            leftSection={<IconCheck size={16} />}
            loading={busy === 'accept'}
            disabled={disabled}
            onClick={() => onDecide('accept')}
            data-testid="task-accept"
          >
            {task.type === 'feed' ? t('moderation:actions.uphold_remove') : complaint ? t('moderation:actions.uphold') : t('moderation:actions.accept')}
          </Button>
          {aboutMember && (
            <>
              <Button radius="xl" color="orange" variant="light" leftSection={<IconAlertTriangle size={16} />} loading={busy === 'reprimand'} disabled={disabled} onClick={() => onSanction('reprimand')} data-testid="task-warn">
                {t('moderation:actions.warn')}
              </Button>
              <Button radius="xl" color="red" variant="light" leftSection={<IconLock size={16} />} loading={busy === 'ban'} disabled={disabled} onClick={() => onSanction('block')} data-testid="task-block">
                {t('moderation:actions.block')}
              </Button>
            </>
          )}
          <Button radius="xl" color="red" variant="light" leftSection={<IconX size={16} />} loading={busy === 'reject'} disabled={disabled} onClick={onReject} data-testid="task-reject">
            {complaint ? t('moderation:actions.false_complaint') : t('moderation:actions.reject')}
          </Button>
          {edit.kind !== 'none' && (
            <Button radius="xl" variant="default" leftSection={<IconEdit size={16} />} loading={busy === 'edit'} disabled={disabled} onClick={onEdit} data-testid="task-edit">
              {t('moderation:actions.edit')}
            </Button>
          )}
          {complaint ? (
            <Button radius="xl" variant="default" loading={busy === 'ignore'} disabled={disabled} onClick={() => onDecide('ignore')} data-testid="task-ignore">
              {t('moderation:actions.ignore')}
            </Button>
          ) : (
            <Button radius="xl" variant="default" leftSection={<IconTrash size={16} />} loading={busy === 'delete'} disabled={disabled} onClick={() => onDecide('delete')} data-testid="task-delete">
              {t('moderation:actions.delete')}
            </Button>
          )}
          <Button radius="xl" variant="subtle" color="gray" leftSection={<IconPlayerSkipForward size={16} />} loading={busy === 'skip'} disabled={disabled} onClick={() => onDecide('skip')} data-testid="task-skip">
            {t('moderation:actions.skip')}
          </Button>
          <Button radius="xl" variant="subtle" color="gray" leftSection={<IconArrowBackUp size={16} />} loading={busy === 'leave'} disabled={disabled} onClick={() => onDecide('leave')} data-testid="task-leave">
            {t('moderation:actions.leave')}
          </Button>
        </div>
      )}
      <Group mt="xs" gap="xs">
        <Button variant="subtle" size="compact-xs" color="gray" rightSection={<IconChevronDown size={12} />} onClick={() => setHistoryOpen((o) => !o)}>
          {t('moderation:task.history')}
        </Button>
        {member && (
          <Button component={Link} to={to(`/moderation/members/${member}`)} variant="subtle" size="compact-xs" color="gray" data-testid="task-member">
            {t('moderation:task.member')}
          </Button>
        )}
      </Group>
      {historyOpen && <History task={task} />}
    </li>
  );
}
