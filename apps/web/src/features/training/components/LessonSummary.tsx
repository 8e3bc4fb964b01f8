// The end of a lesson, word by word: what each word was, and how it went (right and wrong answers,
// or "known" for a word the learner said they know). On a phone a badge wraps to a second line rather
// than cutting "1 right · 3 wrong" short.
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { useTranslation } from 'react-i18next';
import type { LessonWord } from '@glossa/contract';

// Mantine badges keep one line and cut what does not fit; these may wrap.
const wrapping = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.35, textAlign: 'center' },
} as const;

export interface WordResult {
  right: number;
  wrong: number;
}

export function LessonSummary({ words, results, skipped }: { words: LessonWord[]; results: Record<number, WordResult>; skipped: number[] }) {
  const { t } = useTranslation('training');
  if (!words.length) return null;
  return (
    <Stack gap={4} w="100%" data-testid="lesson-summary">
      <Text fw={600}>{t('lesson.summary_title')}</Text>
      <Table>
        <Table.Tbody>
          {words.map((w) => {
            const r = results[w.union.id];
            const known = skipped.includes(w.union.id);
            return (
              <Table.Tr key={w.union.id} data-testid="lesson-summary-word">
                <Table.Td>
                  <Text fw={600} span>
                    {w.prompt}
                  </Text>{' '}
                  <Text c="dimmed" span>
                    — {w.union.words[1]?.name}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Group gap={4} justify="flex-end">
                    {known ? (
                      <Badge color="teal" variant="light" styles={wrapping}>
                        {t('lesson.known')}
                      </Badge>
                    ) : (
                      r && (
                        <Badge color={r.wrong ? 'orange' : 'teal'} variant="light" styles={wrapping} data-testid="lesson-summary-result">
                          {t('lesson.result', { right: r.right, wrong: r.wrong })}
                        </Badge>
                      )
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
