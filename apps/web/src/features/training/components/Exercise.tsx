// One exercise of a lesson, keyboard-first: 1-4 choose an option, letters are typed or clicked,
// Enter checks and Enter again goes on. The answer is checked by the server (`onCheck`).
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerResult } from '../api/lessons';
import type { Step } from '../lib/lesson-plan';
import { AudioButton } from './AudioButton';

interface Props {
  step: Step;
  onCheck(answer: string): Promise<AnswerResult>;
  onNext(): void;
}

export function Exercise({ step, onCheck, onNext }: Props) {
  const { t } = useTranslation('training');
  const { word, exercise } = step;
  const [answer, setAnswer] = useState('');
  const [used, setUsed] = useState<number[]>([]);
  const [result, setResult] = useState<AnswerResult | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fromAudio = exercise.endsWith('_from_audio');
  const kind = exercise.startsWith('choose') ? 'choose' : exercise.startsWith('make') ? 'make' : 'write';

  useEffect(() => {
    if (fromAudio && word.audio_url) void new Audio(word.audio_url).play().catch(() => undefined);
    input.current?.focus();
  }, [fromAudio, word.audio_url]);

  const check = async (value: string) => {
    if (busy || result || !value.trim()) return;
    setBusy(true);
    try {
      setResult(await onCheck(value));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLInputElement;
      if (e.key === 'Enter') {
        // A focused button answers Enter itself (its click).
        if (e.target instanceof HTMLButtonElement) return;
        e.preventDefault();
        if (result) onNext();
        else void check(answer);
        return;
      }
      if (result || typing) return;
      if (kind === 'choose' && /^[1-4]$/.test(e.key)) {
        const option = word.options[Number(e.key) - 1];
        if (option) {
          setAnswer(option);
          void check(option);
        }
      }
      if (kind === 'make') {
        if (e.key === 'Backspace') {
          setUsed((u) => u.slice(0, -1));
          setAnswer((a) => Array.from(a).slice(0, -1).join(''));
          return;
        }
        const i = word.letters.findIndex((l, idx) => l.toLowerCase() === e.key.toLowerCase() && !used.includes(idx));
        if (e.key.length === 1 && i >= 0) {
          setUsed((u) => [...u, i]);
          setAnswer((a) => a + word.letters[i]);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Stack gap="lg" data-testid="exercise" data-exercise={exercise} data-union={word.union.id}>
      <Group justify="space-between">
        <Badge variant="light" color={step.hard ? 'grape' : 'blue'}>
          {t(`exercise.${exercise}`)}
        </Badge>
      </Group>
      <Paper withBorder radius="lg" p="xl">
        <Group justify="center" gap="md">
          {fromAudio ? (
            word.audio_url && <AudioButton url={word.audio_url} size="xl" />
          ) : (
            <>
              <Title order={2} data-testid="prompt">
                {word.prompt}
              </Title>
              {word.audio_url && <AudioButton url={word.audio_url} />}
            </>
          )}
        </Group>
        {/* The IPA would give the word away before a listening answer: shown after it there. */}
        {word.ipa && (!fromAudio || result) && (
          <Text ta="center" c="dimmed" mt="xs" data-testid="exercise-ipa">
            /{word.ipa}/
          </Text>
        )}
        {word.audio_url && word.audio_synthetic && (
          <Text ta="center" fz="xs" c="dimmed" mt={4} data-testid="synthetic-voice" title={t('synthetic_voice_title')}>
            {t('synthetic_voice')}
          </Text>
        )}
      </Paper>

      {kind === 'choose' && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {word.options.map((option, i) => {
            const state = !result ? undefined : option === result.expected ? 'teal' : option === answer ? 'red' : undefined;
            return (
              <Button
                key={option}
                size="lg"
                variant={state ? 'filled' : 'default'}
                color={state}
                justify="flex-start"
                onClick={() => {
                  setAnswer(option);
                  void check(option);
                }}
                data-testid="option"
              >
                <Text span c="dimmed" mr="sm" fz="sm">
                  {i + 1}
                </Text>
                {option}
              </Button>
            );
          })}
        </SimpleGrid>
      )}

      {kind === 'make' && (
        <Stack gap="sm">
          <Paper withBorder radius="md" p="md" mih={56} data-testid="assembled">
            <Text fz="xl" fw={600} ta="center">
              {answer || '\u00a0'}
            </Text>
          </Paper>
          <Group justify="center" gap={6}>
            {word.letters.map((letter, i) => (
              <Button
                key={i}
                variant="default"
                size="md"
                miw={44}
                disabled={used.includes(i) || !!result}
                onClick={() => {
                  setUsed((u) => [...u, i]);
                  setAnswer((a) => a + letter);
                }}
                data-testid="letter"
              >
                {letter === ' ' ? '␣' : letter}
              </Button>
            ))}
          </Group>
          <Group justify="center">
            <Button variant="subtle" disabled={!answer || !!result} onClick={() => { setUsed([]); setAnswer(''); }}>
              {t('lesson.clear')}
            </Button>
          </Group>
        </Stack>
      )}

      {kind === 'write' && (
        <TextInput
          ref={input}
          size="lg"
          label={t('lesson.your_translation')}
          value={answer}
          disabled={!!result}
          onChange={(e) => setAnswer(e.currentTarget.value)}
          autoComplete="off"
          data-testid="write-input"
        />
      )}

      {result ? (
        <Paper radius="md" p="md" bg={result.correct ? 'var(--mantine-color-teal-light)' : 'var(--mantine-color-red-light)'} data-testid="verdict" data-correct={result.correct}>
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>{result.correct ? t('lesson.right') : t('lesson.wrong', { expected: result.expected })}</Text>
            <Button onClick={onNext} data-testid="next">
              {t('lesson.continue')}
            </Button>
          </Group>
        </Paper>
      ) : (
        kind !== 'choose' && (
          <Button size="md" onClick={() => void check(answer)} loading={busy} disabled={!answer.trim()} data-testid="check">
            {t('lesson.check')}
          </Button>
        )
      )}
    </Stack>
  );
}
