// Comments of a selection or a video: oldest first; members write and delete their own.
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { addComment, commentsQueryOptions, deleteComment, type MaterialKind } from '../api/selections';
import { trainingKeys } from '../api/keys';
import type { PanelContentProps } from '../../../shared/panels/panel-content';

export function CommentsPanel({ uuid, kind = 'selections' }: { uuid: string; kind?: MaterialKind }) {
  const { t } = useTranslation('training');
  const comments = useQuery(commentsQueryOptions(uuid, kind));
  const client = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const [text, setText] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: trainingKeys.comments(uuid, kind) });
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="lg">
        {t('comments.title')}
      </Title>
      {comments.data?.length === 0 && <Text c="dimmed" size="sm">{t('comments.empty')}</Text>}
      {comments.data?.map((c) => (
        <Paper key={c.uuid} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>{c.author.nickname ?? t('comments.deleted_user')}</Text>
            {c.can_edit && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={async () => { await deleteComment(uuid, c.uuid, kind); await refresh(); }}>
                {t('comments.delete')}
              </Button>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{c.comment}</Text>
        </Paper>
      ))}
      {loggedIn && (
        <Stack gap="xs">
          <Textarea aria-label={t('comments.write')} placeholder={t('comments.write')} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
          <Group>
            <Button size="xs" disabled={!text.trim()} onClick={async () => { await addComment(uuid, text, kind); setText(''); await refresh(); }}>
              {t('comments.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** The selection comments side panel (community.md §2) on desktop: ?panel=selection_comments:<uuid>. */
export function CommentsPanelContent({ arg }: PanelContentProps) {
  return <CommentsPanel uuid={arg} />;
}
