// tasks/cards (community.md §2, §4 Task cards): one card at a time from a queue loaded in batches.
// Yes, no and skip wait 5 s with an undo (the card comes back), then are sent; a correction or a
// recording is sent at once, the waiting answer first. Comments open under the card.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Loader, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowBackUp, IconCheck, IconMessageCircle, IconMicrophone, IconPencil, IconPlayerSkipForward, IconSettings, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TaskCard } from '@glossa/contract';
import { TASK_TIMING } from '@glossa/contract/task-rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api';
import { alerts } from '../../../shared/alerts/store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { Slot } from '../../../shared/slots/Slot';
import { answerTask, correctTask, getCards, taskAudioUrl } from '../api/cards';
import { tasksKeys } from '../api/keys';
import { CommentLog } from '../components/CommentLog';
import { CorrectionPopup } from '../components/CorrectionPopup';
import { MaterialView, useLanguageName } from '../components/MaterialView';
import { addBatch, dropExpired, emptyQueue, hold, needsMore, queuedIds, release, removeCard, undo, type HeldAction, type PendingAnswer, type QueueState } from '../lib/queue';
import { readTypes, typeFilter } from '../lib/type-settings';
import classes from '../components/Tasks.module.css';

const isVoice = (card: TaskCard) => card.type === 'add_word_audio' || card.type === 'add_sentence_audio';

/** The message key of a refused answer (null: nothing to say, it was already counted). */
function answerErrorKey(error: unknown): string | null {
  if (isApiError(error) && error.code === 'TASK_ALREADY_ANSWERED') return null;
  if (isApiError(error) && (error.code === 'TASK_NOT_RELEVANT' || error.code === 'TASK_NOT_FOUND')) return 'tasks:queue.not_relevant';
  if (isApiError(error) && error.status === 403) return 'tasks:queue.native_only';
  return 'tasks:queue.error';
}

export default function CardsPage() {
  const { t } = useTranslation('tasks');
  useDocumentTitle(`${t('cards.title')} · Glossa`);
  const to = useLocalePath();
  const client = useQueryClient();
  const languageName = useLanguageName();
  const [queue, setQueue] = useState<QueueState>(emptyQueue);
  const queueRef = useRef(queue);
  queueRef.current = queue;
  const [loading, setLoading] = useState(true);
  const [loadFailed, setLoadFailed] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [showComments, setShowComments] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const [recording, setRecording] = useState(false);
  /** The voice card whose recording went up: it leaves the queue when the popup closes (the popup shows the success first). */
  const uploaded = useRef<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fetching = useRef(false);

  const earned = useCallback(
    (points: number) => {
      if (points > 0) alerts.showAlert('new_points', { messageKey: 'tasks:points', values: { count: points }, tone: 'success' });
      setTimeout(() => void client.invalidateQueries({ queryKey: tasksKeys.all }), TASK_TIMING.profileRefreshMs);
    },
    [client],
  );

  const send = useCallback(
    async (answer: PendingAnswer) => {
      try {
        const result = await answerTask(answer.entry.card.task_id, answer.action);
        earned(result.rating.points);
      } catch (err) {
        const key = answerErrorKey(err);
        if (key) alerts.showError('server', { messageKey: key });
      }
    },
    [earned],
  );

  /** Sends the waiting answer now (before an add, on leaving the page). */
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { state, send: due } = release(queueRef.current);
    queueRef.current = state;
    setQueue(state);
    return due ? send(due) : Promise.resolve();
  }, [send]);

  const load = useCallback(async () => {
    if (fetching.current) return;
    fetching.current = true;
    setLoading(true);
    try {
      const batch = await getCards({ filter: typeFilter(readTypes()), exclude: queuedIds(queueRef.current) });
      setQueue((q) => addBatch(q, batch, Date.now()));
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    } finally {
      fetching.current = false;
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
    const tick = setInterval(() => {
      setNow(Date.now());
      setQueue((q) => dropExpired(q, Date.now()));
    }, 1000);
    return () => {
      clearInterval(tick);
      void flush();
    };
  }, [load, flush]);

  useEffect(() => {
    if (!loading && !loadFailed && needsMore(queue)) void load();
  }, [queue, loading, loadFailed, load]);

  const current = queue.cards[0] ?? null;
  useEffect(() => {
    setShowComments(false);
    setError(null);
  }, [current?.card.task_id]);

  const answer = (action: HeldAction) => {
    const { state, flush: previous } = hold(queueRef.current, action, Date.now());
    queueRef.current = state;
    setQueue(state);
    if (previous) void send(previous);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), TASK_TIMING.undoMs);
  };

  const undoAnswer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setQueue((q) => undo(q));
  };

  const correct = async (value: string) => {
    if (!current) return;
    setBusy(true);
    setError(null);
    await flush();
    try {
      const words = current.card.material.entity_type_slug === 'translation-union';
      const result = await correctTask(current.card.task_id, words ? { word_name: value } : { sentence: value });
      setCorrecting(false);
      setQueue((q) => removeCard(q, current.card.task_id));
      earned(result.rating.points);
    } catch (err) {
      const key = answerErrorKey(err);
      setError(key ? t(key) : null);
    } finally {
      setBusy(false);
    }
  };

  const overdue = (taskId: number) => {
    alerts.showError('server', { messageKey: 'tasks:queue.overdue' });
    setQueue((q) => removeCard(q, taskId));
  };

  const pending = queue.pending;
  const seconds = pending ? Math.max(0, Math.ceil((pending.dueAt - now) / 1000)) : 0;
  const card = current?.card;
  const voiceTarget = card && isVoice(card) ? (card.material.words[0] ? { owner: 'word' as const, id: card.material.words[0].id, text: card.material.words[0].name, lang: card.material.words[0].lang_code } : card.material.sentences[0] ? { owner: 'sentence' as const, id: card.material.sentences[0].id, text: card.material.sentences[0].text, lang: card.material.sentences[0].lang_code } : null) : null;

  return (
    <div className={classes.page} data-testid="task-cards-page">
      <div className={classes.head}>
        <div>
          <h1 className={classes.title}>{t('cards.title')}</h1>
          <p className={classes.lead}>{t('cards.lead')}</p>
        </div>
        <Button component={Link} to={to('/tasks/cards/settings')} variant="default" radius="xl" leftSection={<IconSettings size={16} />}>
          {t('cards.settings')}
        </Button>
      </div>

      {card ? (
        <article className={classes.card} data-testid="task-card" data-task-id={card.task_id} data-task-type={card.type}>
          <div className={classes.kind}>{t(`types.${card.type}`)}</div>
          <h2 className={classes.question}>{t(`questions.${card.type}`)}</h2>
          <MaterialView material={card.material} />
          <div className={classes.meta}>
            <span>{card.material.lang_codes.map(languageName).join(' → ')}</span>
            {card.author?.nickname && <span>{t('card.by', { nickname: card.author.nickname })}</span>}
          </div>
          <div className={classes.answers}>
            {isVoice(card) ? (
              <Button radius="xl" leftSection={<IconMicrophone size={18} />} onClick={() => void flush().then(() => setRecording(true))} data-testid="task-record">
                {t('card.record')}
              </Button>
            ) : (
              <>
                <Button radius="xl" color="teal" leftSection={<IconCheck size={18} />} onClick={() => answer('yes')} data-testid="task-yes">
                  {t('answers.yes')}
                </Button>
                <Button radius="xl" color="red" leftSection={<IconX size={18} />} onClick={() => answer('no')} data-testid="task-no">
                  {t('answers.no')}
                </Button>
                <Button radius="xl" variant="light" leftSection={<IconPencil size={18} />} onClick={() => setCorrecting(true)} data-testid="task-correct">
                  {t('card.correct')}
                </Button>
              </>
            )}
            <Button radius="xl" variant="default" leftSection={<IconPlayerSkipForward size={18} />} onClick={() => answer('skip')} data-testid="task-skip">
              {t('answers.skip')}
            </Button>
          </div>
          <Button mt="sm" size="compact-sm" variant="subtle" leftSection={<IconMessageCircle size={16} />} onClick={() => setShowComments((v) => !v)} data-testid="task-comments-toggle">
            {t('card.comments', { count: card.comment_count })}
          </Button>
          {showComments && <CommentLog type={card.type} taskId={card.task_id} onOverdue={() => overdue(card.task_id)} />}
        </article>
      ) : loading ? (
        <div className={classes.empty}>
          <Loader type="dots" />
          <Text c="dimmed">{t('queue.loading')}</Text>
        </div>
      ) : (
        <div className={classes.empty} data-testid="task-cards-empty">
          <Title order={2} fz={20}>
            {loadFailed ? t('queue.load_failed') : t('queue.empty_title')}
          </Title>
          <Text c="dimmed">{t('queue.empty_text')}</Text>
          <Button component={Link} to={to('/tasks/cards/settings')} variant="light" radius="xl">
            {t('cards.settings')}
          </Button>
        </div>
      )}

      {pending && (
        <div className={classes.undo} role="status" data-testid="task-undo-bar">
          <Text size="sm">{t('card.held', { answer: t(`answers.${pending.action}`), seconds })}</Text>
          <Button size="compact-sm" radius="xl" variant="white" leftSection={<IconArrowBackUp size={16} />} onClick={undoAnswer} data-testid="task-undo">
            {t('card.undo')}
          </Button>
        </div>
      )}

      {card && !isVoice(card) && (
        <CorrectionPopup
          opened={correcting}
          kind={card.material.entity_type_slug === 'translation-union' ? 'word' : 'sentence'}
          busy={busy}
          error={error}
          onClose={() => setCorrecting(false)}
          onSend={(value) => void correct(value)}
        />
      )}
      {card && voiceTarget && recording && (
        <Slot
          name="audio-record"
          opened={recording}
          onClose={() => {
            setRecording(false);
            const done = uploaded.current;
            uploaded.current = null;
            if (done !== null) setQueue((q) => removeCard(q, done));
          }}
          owner={voiceTarget.owner}
          ownerId={voiceTarget.id}
          text={voiceTarget.text}
          langCode={languageName(voiceTarget.lang)}
          uploadUrl={taskAudioUrl(card.task_id)}
          onUploaded={(result) => {
            earned(result.rating.points);
            uploaded.current = card.task_id;
          }}
        />
      )}
    </div>
  );
}
