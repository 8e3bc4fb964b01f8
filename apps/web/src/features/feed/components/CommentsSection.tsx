// Comments of a post or article (community.md §2 comments panel): oldest first with "more", write,
// edit (restored on failure), delete, like, complain.
import '@mantine/core/styles/Card.css';
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@glossa/contract';
import { FEED_LIMITS } from '@glossa/contract/feed/constants';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { addComment, commentsQueryOptions, deleteComment, editComment } from '../api/discussion';
import { feedKeys } from '../api/keys';
import { setCommentLike } from '../api/reactions';
import { asMember } from '../lib/guest-call';
import { errorText } from '../lib/error-text';
import { AuthorLine } from './AuthorLine';
import { EditableText, useOptimisticEdit } from './EditableText';
import { ComplaintPopup } from './ComplaintPopup';
import { ConfirmDeletePopup } from './ConfirmDeletePopup';
import { ItemMenu } from './ItemMenu';
import { LikeButton } from './LikeButton';

export function CommentsSection({
  type,
  uuid,
  viewerUuid,
}: {
  type: 'post' | 'article';
  uuid: string;
  viewerUuid: string | null;
}) {
  const { t } = useTranslation('feed');
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(commentsQueryOptions(type, uuid));
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: feedKeys.comments(uuid) }),
      queryClient.invalidateQueries({ queryKey: feedKeys.item(uuid) }),
    ]);

  async function send() {
    setBusy(true);
    setError(null);
    try {
      await addComment(type, uuid, text);
      setText('');
      await refresh();
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }
  const comments = query.data?.pages.flat() ?? [];
  return (
    <Stack gap="sm" mt="xl" data-testid="comments">
      <Title order={2} size="h4">
        {t('comments.title')}
      </Title>
      {comments.map((c) => (
        <CommentRow
          key={c.id}
          comment={c}
          type={type}
          uuid={uuid}
          own={c.author.uuid === viewerUuid}
          onChanged={() => void refresh()}
        />
      ))}
      {query.hasNextPage && (
        <Button
          variant="subtle"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {t('actions.more')}
        </Button>
      )}
      {query.isSuccess && comments.length === 0 && <Text c="dimmed">{t('comments.none')}</Text>}
      <Textarea
        placeholder={t('comments.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onFocus={loggedIn ? undefined : asMember(() => undefined)}
        autosize
        minRows={2}
        maxLength={2000}
        error={error}
        data-testid="comment-input"
      />
      <Group justify="flex-end">
        <Button
          radius="xl"
          loading={busy}
          disabled={!text.trim()}
          onClick={asMember(() => void send())}
          data-testid="send-comment"
        >
          {t('comments.send')}
        </Button>
      </Group>
    </Stack>
  );
}

function CommentRow({
  comment,
  type,
  uuid,
  own,
  onChanged,
}: {
  comment: Comment;
  type: 'post' | 'article';
  uuid: string;
  own: boolean;
  onChanged(): void;
}) {
  const { t } = useTranslation('feed');
  const edit = useOptimisticEdit(comment.comment, (next) => editComment(type, uuid, comment.id, next));
  const [deleting, setDeleting] = useState(false);
  const [complaining, setComplaining] = useState(false);
  return (
    <Card withBorder radius="md" p="sm" data-testid="comment">
      <Group justify="space-between" wrap="nowrap">
        <AuthorLine author={comment.author} date={comment.created_at} />
        <ItemMenu
          canEdit={comment.can_edit}
          canDelete={comment.can_delete}
          own={own}
          onEdit={edit.start}
          onDelete={() => setDeleting(true)}
          onComplain={() => setComplaining(true)}
        />
      </Group>
      <EditableText edit={edit} maxLength={FEED_LIMITS.commentMax} testId="comment-text" />
      <LikeButton
        size="sm"
        liked={comment.additional.is_liked_by_current_user}
        count={comment.additional.likes_total}
        send={(liked) => setCommentLike(comment.id, liked)}
      />
      <ConfirmDeletePopup
        opened={deleting}
        onClose={() => setDeleting(false)}
        what={t('comments.one')}
        onDelete={async () => {
          await deleteComment(type, uuid, comment.id);
          onChanged();
        }}
      />
      <ComplaintPopup
        target={complaining ? { uuid: comment.uuid, type: 'comment' } : null}
        onClose={() => setComplaining(false)}
      />
    </Card>
  );
}
