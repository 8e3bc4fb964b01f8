// A task's comment log (community.md §7: 20 a page, oldest first): read, add, edit and delete
// one's own. A 404 TASK_NOT_FOUND means the task closed: the card is marked overdue (§8).
import { useState } from 'react';
import { Button, Group, Loader, Text, Textarea } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskComment } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { addComment, deleteComment, editComment, getComments } from '../api/comments';
import { tasksKeys } from '../api/keys';
import classes from './Tasks.module.css';

function CommentRow({ c, onEdit, onDelete }: { c: TaskComment; onEdit(text: string): Promise<void>; onDelete(): Promise<void> }) {
  const { t, i18n } = useTranslation('tasks');
  const [editing, setEditing] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(c.created_at));
  return (
    <li className={classes.comment} data-testid="task-comment">
      <div className={classes.commentHead}>
        <strong>{c.user?.nickname ?? t('comments.someone')}</strong>
        {c.is_material_author && <span>· {t('comments.author')}</span>}
        <span>· {date}</span>
      </div>
      {editing === null ? (
        <p className={classes.commentText}>{c.comment}</p>
      ) : (
        <Textarea value={editing} onChange={(e) => setEditing(e.currentTarget.value)} autosize minRows={2} aria-label={t('comments.edit')} />
      )}
      {c.can_edit && (
        <Group gap={4}>
          {editing === null ? (
            <>
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(c.comment)}>
                {t('comments.edit')}
              </Button>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => void onDelete()}>
                {t('comments.delete')}
              </Button>
            </>
          ) : (
            <>
              <Button size="compact-xs" onClick={() => void onEdit(editing).then(() => setEditing(null))} disabled={!editing.trim()}>
                {t('comments.save')}
              </Button>
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(null)}>
                {t('comments.cancel')}
              </Button>
            </>
          )}
        </Group>
      )}
    </li>
  );
}

export function CommentLog({ type, taskId, onOverdue, onSent }: { type: string; taskId: number; onOverdue?(): void; onSent?(): void }) {
  const { t } = useTranslation('tasks');
  const client = useQueryClient();
  const key = tasksKeys.comments(type, taskId);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const log = useInfiniteQuery({
    queryKey: key,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await getComments(type, taskId, pageParam, signal);
      } catch (err) {
        if (isApiError(err) && err.status === 404) onOverdue?.();
        throw err;
      }
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.data.length < 20 ? undefined : last.data[last.data.length - 1]!.id),
    retry: false,
  });
  const comments = log.data?.pages.flatMap((p) => p.data) ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const fail = () => setError(t('queue.error'));

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      await addComment(type, taskId, text.trim());
      setText('');
      await refresh();
      onSent?.();
    } catch {
      fail();
    } finally {
      setSending(false);
    }
  };

  if (log.isError) return <Text size="sm" c="dimmed" className={classes.comments}>{t('comments.overdue')}</Text>;
  return (
    <section className={classes.comments} aria-label={t('comments.title')} data-testid="task-comments">
      {log.isPending ? (
        <Loader size="xs" type="dots" />
      ) : comments.length === 0 ? (
        <Text size="sm" c="dimmed">{t('comments.empty')}</Text>
      ) : (
        <ul className={classes.list} style={{ gap: 0 }}>
          {comments.map((c) => (
            <CommentRow
              key={c.task_comment_uuid}
              c={c}
              onEdit={(value) => editComment(type, taskId, c.task_comment_uuid, value.trim()).then(refresh, fail)}
              onDelete={() => deleteComment(type, taskId, c.task_comment_uuid).then(refresh, fail)}
            />
          ))}
        </ul>
      )}
      {log.hasNextPage && (
        <Button size="compact-sm" variant="subtle" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
          {t('comments.more')}
        </Button>
      )}
      <Textarea
        mt="sm"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder={t('comments.placeholder')}
        aria-label={t('comments.placeholder')}
        autosize
        minRows={2}
        maxLength={2000}
        data-testid="task-comment-input"
      />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" mt="xs">
        <Button size="sm" radius="xl" onClick={() => void send()} loading={sending} disabled={!text.trim()} data-testid="task-comment-send">
          {t('comments.send')}
        </Button>
      </Group>
    </section>
  );
}
