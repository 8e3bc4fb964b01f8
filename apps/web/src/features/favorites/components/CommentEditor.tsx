// A favorite's comment: shown, added, edited or deleted in place (PUT /favorites/{id}, DELETE
// /favorites/{id}/comment). Applied at once and put back if the server refuses.
import { useState, type FormEvent } from 'react';
import { Button, Group, Textarea, UnstyledButton } from '@mantine/core';
import { IconMessage2, IconMessagePlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './FavoriteItem.module.css';

export const COMMENT_MAX = 1000;

export function CommentEditor({ comment, onSave }: { comment: string | null; onSave(text: string): Promise<void> }) {
  const { t } = useTranslation('favorites');
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment ?? '');

  const start = () => {
    setText(comment ?? '');
    setEditing(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEditing(false);
    if (text.trim() !== (comment ?? '')) void onSave(text).catch(() => setEditing(true));
  };

  if (editing) {
    return (
      <form className={classes.commentForm} onSubmit={submit} data-testid="comment-form" data-no-selection-tooltip>
        <Textarea
          autosize
          minRows={2}
          maxRows={6}
          autoFocus
          maxLength={COMMENT_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setEditing(false);
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
          }}
          aria-label={t('comment.label')}
          placeholder={t('comment.placeholder')}
          data-testid="comment-input"
        />
        <Group gap="xs" mt={6} justify="flex-end">
          <Button size="compact-sm" variant="subtle" color="gray" onClick={() => setEditing(false)}>
            {t('actions.cancel')}
          </Button>
          <Button size="compact-sm" radius="xl" type="submit" data-testid="comment-save">
            {t('actions.save')}
          </Button>
        </Group>
      </form>
    );
  }

  if (!comment) {
    return (
      <UnstyledButton className={classes.addComment} onClick={start} data-testid="comment-add">
        <IconMessagePlus size={14} aria-hidden /> {t('comment.add')}
      </UnstyledButton>
    );
  }

  return (
    <div className={classes.comment} data-testid="comment">
      <IconMessage2 size={14} className={classes.commentIcon} aria-hidden />
      <p className={classes.commentText} data-testid="comment-text">
        {comment}
      </p>
      <UnstyledButton className={classes.commentAction} onClick={start} aria-label={t('comment.edit')} title={t('comment.edit')} data-testid="comment-edit">
        <IconPencil size={14} />
      </UnstyledButton>
      <UnstyledButton
        className={classes.commentAction}
        onClick={() => void onSave('').catch(() => undefined)}
        aria-label={t('comment.delete')}
        title={t('comment.delete')}
        data-testid="comment-delete"
      >
        <IconTrash size={14} />
      </UnstyledButton>
    </div>
  );
}
