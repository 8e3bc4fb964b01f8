// Answers of a question (community.md §2 question detail): best or newest, votes plus/minus,
// replies under each answer, write, edit, delete, complain; the asker accepts the answer that
// helped (issue 36), which the server lists first and this card marks with a badge.
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import { IconArrowDown, IconArrowUp, IconCircleCheck, IconCircleCheckFilled } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, AnswerOrder, Reply } from '@glossa/contract';
import { FEED_LIMITS } from '@glossa/contract/feed/constants';
import { addAnswer, answersQueryOptions, deleteAnswer, editAnswer, getReplies, setAnswerAccepted } from '../api/discussion';
import { feedKeys } from '../api/keys';
import { voteAnswer } from '../api/reactions';
import { useOptimisticVote } from '../hooks/use-optimistic-vote';
import { asMember } from '../lib/guest-call';
import { errorText } from '../lib/error-text';
import { AuthorLine } from './AuthorLine';
import { EditableText, useOptimisticEdit } from './EditableText';
import { ComplaintPopup } from './ComplaintPopup';
import { ConfirmDeletePopup } from './ConfirmDeletePopup';
import { ItemMenu } from './ItemMenu';

interface Ctx {
  question: string;
  viewerUuid: string | null;
  refresh(): void;
}

export function AnswersSection({ question, viewerUuid }: { question: string; viewerUuid: string | null }) {
  const { t } = useTranslation('feed');
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<AnswerOrder>('best');
  const query = useInfiniteQuery(answersQueryOptions(question, order));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: feedKeys.answersAll(question) });
    void queryClient.invalidateQueries({ queryKey: feedKeys.item(question) });
  };
  const ctx: Ctx = { question, viewerUuid, refresh };
  const answers = query.data?.pages.flat() ?? [];
  return (
    <Stack gap="sm" mt="xl" data-testid="answers">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('answers.title')}
        </Title>
        <SegmentedControl
          size="xs"
          radius="xl"
          value={order}
          onChange={(v) => setOrder(v as AnswerOrder)}
          data={[
            { value: 'best', label: t('answers.best') },
            { value: 'newest', label: t('answers.newest') },
            { value: 'oldest', label: t('answers.oldest') },
          ]}
        />
      </Group>
      {answers.map((a) => (
        <AnswerCard key={a.uuid} answer={a} ctx={ctx} />
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
      {query.isSuccess && answers.length === 0 && <Text c="dimmed">{t('answers.none')}</Text>}
      <AnswerForm ctx={ctx} />
    </Stack>
  );
}

function AnswerForm({ ctx, replyTo, onDone }: { ctx: Ctx; replyTo?: string; onDone?(): void }) {
  const { t } = useTranslation('feed');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function send() {
    setBusy(true);
    setError(null);
    try {
      await addAnswer(ctx.question, text, replyTo);
      setText('');
      ctx.refresh();
      onDone?.();
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap={6}>
      <Textarea
        placeholder={t(replyTo ? 'answers.reply_placeholder' : 'answers.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={replyTo ? 1 : 3}
        maxLength={5000}
        error={error}
        data-testid={replyTo ? 'reply-input' : 'answer-input'}
      />
      <Group justify="flex-end">
        <Button
          size={replyTo ? 'xs' : 'sm'}
          radius="xl"
          loading={busy}
          disabled={!text.trim()}
          onClick={asMember(() => void send())}
          data-testid={replyTo ? 'send-reply' : 'send-answer'}
        >
          {t(replyTo ? 'answers.send_reply' : 'answers.send')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Plus and minus; a member's own answer shows its count only (the server refuses a vote on it). */
function Votes({ question, item, own }: { question: string; item: Reply; own: boolean }) {
  const { t } = useTranslation('feed');
  const { counter, vote } = useOptimisticVote(item.counter, (v) => voteAnswer(question, item.uuid, v));
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant={counter.users_vote_type === 'plus' ? 'filled' : 'subtle'}
        color="teal"
        radius="xl"
        size="sm"
        aria-label={t('answers.vote_plus')}
        onClick={asMember(() => void vote('plus'))}
        disabled={own}
        data-testid="vote-plus"
      >
        <IconArrowUp size={14} />
      </ActionIcon>
      <Text size="sm" fw={600} miw={20} ta="center" data-testid="vote-count">
        {counter.count}
      </Text>
      <ActionIcon
        variant={counter.users_vote_type === 'minus' ? 'filled' : 'subtle'}
        color="red"
        radius="xl"
        size="sm"
        aria-label={t('answers.vote_minus')}
        onClick={asMember(() => void vote('minus'))}
        disabled={own}
        data-testid="vote-minus"
      >
        <IconArrowDown size={14} />
      </ActionIcon>
    </Group>
  );
}

function AcceptButton({ answer, ctx }: { answer: Answer; ctx: Ctx }) {
  const { t } = useTranslation('feed');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!answer.can_accept) return null;
  const on = !answer.is_accepted;
  return (
    <>
      <Button
        variant={answer.is_accepted ? 'light' : 'subtle'}
        color="teal"
        size="compact-sm"
        radius="xl"
        loading={busy}
        leftSection={answer.is_accepted ? <IconCircleCheckFilled size={15} /> : <IconCircleCheck size={15} />}
        aria-pressed={answer.is_accepted}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await setAnswerAccepted(ctx.question, answer.uuid, on);
            ctx.refresh();
          } catch (err) {
            setError(errorText(err, t));
          } finally {
            setBusy(false);
          }
        }}
        data-testid="accept-answer"
      >
        {answer.is_accepted ? t('answers.unaccept') : t('answers.accept')}
      </Button>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}

function AnswerBody({ item, ctx, onReply, actions }: { item: Reply; ctx: Ctx; onReply(): void; actions?: ReactNode }) {
  const { t } = useTranslation('feed');
  const edit = useOptimisticEdit(item.answer, (next) => editAnswer(ctx.question, item.uuid, next));
  const [deleting, setDeleting] = useState(false);
  const [complaining, setComplaining] = useState(false);
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <AuthorLine author={item.author} date={item.created_at} />
        <ItemMenu
          canEdit={item.can_edit}
          canDelete={item.can_delete}
          own={item.author.uuid === ctx.viewerUuid}
          onEdit={edit.start}
          onDelete={() => setDeleting(true)}
          onComplain={() => setComplaining(true)}
        />
      </Group>
      <EditableText edit={edit} maxLength={FEED_LIMITS.answerMax} testId="answer-text" />
      <Group gap="md" mt={6}>
        <Votes question={ctx.question} item={item} own={item.author.uuid === ctx.viewerUuid} />
        <Button variant="subtle" size="compact-sm" onClick={asMember(onReply)} data-testid="reply-button">
          {t('answers.reply')}
        </Button>
        {actions}
      </Group>
      <ConfirmDeletePopup
        opened={deleting}
        onClose={() => setDeleting(false)}
        what={t('answers.one')}
        onDelete={async () => {
          await deleteAnswer(ctx.question, item.uuid);
          ctx.refresh();
        }}
      />
      <ComplaintPopup
        target={complaining ? { uuid: item.uuid, type: 'answer' } : null}
        onClose={() => setComplaining(false)}
      />
    </>
  );
}

function AnswerCard({ answer, ctx }: { answer: Answer; ctx: Ctx }) {
  const { t } = useTranslation('feed');
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [all, setAll] = useState<Reply[] | null>(null);
  const replies = all ?? answer.replies;
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      data-testid="answer"
      data-accepted={answer.is_accepted || undefined}
      style={answer.is_accepted ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
    >
      {answer.is_accepted && (
        <Badge color="teal" variant="light" radius="sm" mb="xs" leftSection={<IconCircleCheckFilled size={13} />} data-testid="accepted-badge">
          {t('answers.accepted')}
        </Badge>
      )}
      <AnswerBody item={answer} ctx={ctx} onReply={() => setReplyTo(answer.uuid)} actions={<AcceptButton answer={answer} ctx={ctx} />} />
      {(replies.length > 0 || replyTo) && (
        <Stack
          gap="xs"
          mt="sm"
          pl="md"
          style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
        >
          {replies.map((r) => (
            <div key={r.uuid} data-testid="reply">
              <AnswerBody item={r} ctx={ctx} onReply={() => setReplyTo(r.uuid)} />
            </div>
          ))}
          {all === null && answer.replies_total > answer.replies.length && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => void getReplies(ctx.question, answer.uuid).then(setAll)}
            >
              {t('answers.all_replies', { count: answer.replies_total })}
            </Button>
          )}
          {replyTo && <AnswerForm ctx={ctx} replyTo={replyTo} onDone={() => setReplyTo(null)} />}
        </Stack>
      )}
    </Card>
  );
}
