// The lesson screen (community.md §4 Lessons): a round of up to 6 words with each exercise in
// turn, then the hard round, then completion with the XP the server credits (doubled at a 7-day
// streak). Known words can be skipped (sent as one batch; the server counts them as learned); when
// every word is skipped the lesson ends too. The end shows each word's result and what comes next;
// an empty lesson offers the other lessons. Leaving discards the lesson.
import { Button, Container, Group, Loader, Paper, Progress, Stack, Switch, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LESSON_TYPES, type LessonType } from '@glossa/contract/training/constants';
import type { LessonComplete } from '@glossa/contract';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { PointsLink } from '../../../shared/progress/PointsLink';
import { completeLesson, lessonWordsQueryOptions, repeatWords, sendAnswer, sendSkips } from '../api/lessons';
import { trainingKeys } from '../api/keys';
import { Exercise } from '../components/Exercise';
import { LessonSummary, type WordResult } from '../components/LessonSummary';
import { planHardRound, planRound, type Step } from '../lib/lesson-plan';

export default function LessonPage() {
  const { t } = useTranslation('training');
  useDocumentTitle(`${t('lesson.title')} · Glossa`);
  const [params] = useSearchParams();
  const rawType = params.get('type') ?? 'selection';
  const type: LessonType = (LESSON_TYPES as readonly string[]).includes(rawType) ? (rawType as LessonType) : 'selection';
  const selectionUuid = params.get('selection_uuid');
  const words = useQuery(lessonWordsQueryOptions(type, selectionUuid));
  const to = useLocalePath();
  const client = useQueryClient();
  const [lessonUuid, setLessonUuid] = useState(() => crypto.randomUUID());
  const [listening, setListening] = useState(true);
  const [index, setIndex] = useState(0);
  const [hard, setHard] = useState<Step[] | null>(null);
  const [skipped, setSkipped] = useState<number[]>([]);
  const [points, setPoints] = useState(0);
  const [answered, setAnswered] = useState<number[]>([]);
  const [done, setDone] = useState<LessonComplete | null>(null);
  const [error, setError] = useState(false);
  const [doneKeys, setDoneKeys] = useState<string[]>([]);
  const [finishing, setFinishing] = useState(false);
  const [results, setResults] = useState<Record<number, WordResult>>({});
  const keyOf = (s: Step) => `${s.word.union.id}:${s.exercise}`;
  /** After a skip or a listening change the plan changes: go on with the first step not done. */
  const resume = (nextSkipped: number[], nextListening: boolean) => {
    const plan = planRound((words.data?.data ?? []).filter((w) => !nextSkipped.includes(w.union.id)), nextListening);
    const at = plan.findIndex((s) => !doneKeys.includes(keyOf(s)));
    setHard(null);
    if (at >= 0 || plan.length === 0) return setIndex(Math.max(0, at));
    // The last word left was skipped after the others were answered: on to the hard round, or the
    // end (not back to a card already answered).
    const round = planHardRound([...new Map(plan.map((s) => [s.word.union.id, s.word])).values()], nextListening);
    if (round.length) {
      setHard(round);
      setIndex(0);
    } else void finish(nextSkipped);
  };

  const main = useMemo(() => planRound((words.data?.data ?? []).filter((w) => !skipped.includes(w.union.id)), listening), [words.data, skipped, listening]);
  const steps = hard ?? main;
  const step = steps[index];
  const total = main.length + (hard?.length ?? Math.min(6, main.length ? new Set(main.map((s) => s.word.union.id)).size : 0));
  const position = (hard ? main.length : 0) + index;

  /** `skippedNow`: the skips including one made in this very event (state is not updated yet). */
  async function finish(skippedNow: number[] = skipped) {
    if (finishing) return;
    setFinishing(true);
    try {
      if (skippedNow.length) await sendSkips(skippedNow, selectionUuid ?? undefined);
      const unions = [...new Set(answered)];
      setDone(unions.length ? await completeLesson({ lesson_uuid: lessonUuid, points_earned: points, unions, selection_uuid: selectionUuid ?? undefined }) : { points: 0, doubled: false, words: 0, days_activity_span: 0, has_activity_today: false });
      // Everything the lesson changed but the lesson itself: activity, statistics, the compilations'
      // counts and "Compilations I learn" (a practised compilation joins it).
      void client.invalidateQueries({ queryKey: trainingKeys.all, predicate: (q) => q.queryKey[1] !== 'lesson' });
    } catch {
      setError(true);
    }
  }

  function next() {
    if (step && !hard) setDoneKeys((d) => [...d, keyOf(step)]);
    if (index + 1 < steps.length) return setIndex(index + 1);
    if (!hard) {
      const round = planHardRound([...new Map(main.map((s) => [s.word.union.id, s.word])).values()], listening);
      if (round.length) {
        setHard(round);
        setIndex(0);
        return;
      }
    }
    void finish();
  }

  function restart() {
    setLessonUuid(crypto.randomUUID());
    setIndex(0);
    setHard(null);
    setSkipped([]);
    setPoints(0);
    setAnswered([]);
    setDoneKeys([]);
    setFinishing(false);
    setDone(null);
    setResults({});
    void client.invalidateQueries({ queryKey: trainingKeys.lesson(type, selectionUuid) });
  }

  const back = selectionUuid ? to(`/training/selection?uuid=${selectionUuid}`) : to('/training');
  const backLabel = selectionUuid ? t('lesson.back') : t('lesson.back_training');
  const hasAudio = (words.data?.data ?? []).some((w) => w.audio_url);
  const allSkipped = Boolean(words.data) && main.length === 0 && skipped.length > 0;
  // "I know this word" on every card ends the lesson: the skips are sent and the end is shown.
  useEffect(() => {
    if (allSkipped && !done && !finishing) void finish();
  });
  // The end screen replaces a long exercise: it opens at its top, not where the last answer was.
  useEffect(() => {
    if (done) window.scrollTo({ top: 0 });
  }, [done]);
  const lessonWordsSeen = [...new Map((words.data?.data ?? []).filter((w) => skipped.includes(w.union.id) || results[w.union.id]).map((w) => [w.union.id, w])).values()];
  const navigate = useNavigate();
  const [repeating, setRepeating] = useState(false);
  /** "Repeat words" at the lesson's end: the words just studied (not the skipped ones) are due now, then the repeat lesson opens. */
  async function repeatThese() {
    const studied = lessonWordsSeen.map((w) => w.union.id).filter((id) => !skipped.includes(id));
    setRepeating(true);
    try {
      if (studied.length) await repeatWords(studied, selectionUuid ?? undefined);
      void client.invalidateQueries({ queryKey: trainingKeys.lesson('repeat', null) });
      // The same page serves the next lesson: it starts afresh.
      restart();
      void navigate(to('/training/lesson?type=repeat'));
    } catch {
      setError(true);
    } finally {
      setRepeating(false);
    }
  }
  const otherLessons = (['new', 'repeat', 'favorite'] as const).filter((other) => other !== type);

  return (
    <Container size={720} py={{ base: 'md', md: 40 }} px={{ base: 'sm', md: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} fz={{ base: 22, md: 28 }}>
            {done ? t('lesson.done_title') : hard ? t('lesson.hard_round') : t(`lesson.types.${type}`)}
          </Title>
          <Button component={Link} to={back} variant="subtle">
            {t('lesson.leave')}
          </Button>
        </Group>
        {!done && (
          <Group justify="space-between" wrap="nowrap" gap="md">
            <Progress value={total ? (position / total) * 100 : 0} style={{ flex: 1 }} aria-label={t('lesson.progress')} />
            <Text fw={600} data-testid="lesson-points">{t('lesson.points', { count: points })}</Text>
          </Group>
        )}
        {words.isPending && <Loader mx="auto" />}
        {words.isError && <Text c="red">{t('errors.load')}</Text>}
        {error && <Text c="red">{t('errors.server')}</Text>}
        {words.data && !main.length && !done && !allSkipped && (
          <Paper withBorder p="xl" radius="lg" data-testid="lesson-nothing">
            <Stack gap="md">
              <Text>{t('lesson.nothing')}</Text>
              <Group gap="xs">
                {otherLessons.map((other) => (
                  <Button key={other} component={Link} to={to(`/training/lesson?type=${other}`)} variant="light">
                    {t(`lesson.types.${other}`)}
                  </Button>
                ))}
                <Button component={Link} to={back} variant="default">
                  {backLabel}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
        {done ? (
          <Paper withBorder p="xl" radius="lg" data-testid="lesson-done">
            <Stack align="center" gap="sm">
              <Title order={2}>{t('lesson.done_title')}</Title>
              <Text fz="xl" fw={700} data-testid="earned">{t('lesson.earned', { count: done.points })}</Text>
              {done.doubled && <Text c="grape">{t('lesson.doubled')}</Text>}
              <Text data-testid="streak">{t('streak.days', { count: done.days_activity_span })}</Text>
              <LessonSummary words={lessonWordsSeen} results={results} skipped={skipped} />
              <Group justify="center">
                <Button onClick={restart}>{t('lesson.again')}</Button>
                {type !== 'repeat' && (
                  <Button onClick={() => void repeatThese()} loading={repeating} variant="light" data-testid="lesson-repeat">
                    {t('lesson.types.repeat')}
                  </Button>
                )}
                <Button component={Link} to={back} variant="default" data-testid="lesson-back">
                  {backLabel}
                </Button>
              </Group>
              <PointsLink />
            </Stack>
          </Paper>
        ) : (
          step &&
          !finishing && (
            <>
              <Exercise
                key={`${hard ? 'h' : 'm'}${index}`}
                step={step}
                onCheck={async (answer) => {
                  const r = await sendAnswer({ lesson_uuid: lessonUuid, type, selection_uuid: selectionUuid ?? undefined, union_id: step.word.union.id, exercise: step.exercise, answer });
                  setPoints(r.points);
                  setAnswered((a) => [...a, step.word.union.id]);
                  if (r.counted) {
                    const id = step.word.union.id;
                    setResults((all) => {
                      const before = all[id] ?? { right: 0, wrong: 0 };
                      return { ...all, [id]: r.correct ? { ...before, right: before.right + 1 } : { ...before, wrong: before.wrong + 1 } };
                    });
                  }
                  return r;
                }}
                onNext={next}
              />
              <Group justify={hasAudio ? 'space-between' : 'flex-end'}>
                {/* Only when a word of the lesson has audio: otherwise the switch would change nothing. */}
                {hasAudio && (
                  <Switch label={t('lesson.listening')} checked={listening} onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setListening(on);
                      resume(skipped, on);
                    }} />
                )}
                {!hard && (
                  <Button
                    variant="subtle"
                    onClick={() => {
                      const nextSkipped = [...skipped, step.word.union.id];
                      setSkipped(nextSkipped);
                      resume(nextSkipped, listening);
                    }}
                    data-testid="skip"
                  >
                    {t('lesson.skip')}
                  </Button>
                )}
              </Group>
            </>
          )
        )}
      </Stack>
    </Container>
  );
}
