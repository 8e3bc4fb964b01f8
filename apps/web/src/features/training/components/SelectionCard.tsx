// A selection in a list: name, languages, words (in learning, learned of total), labels, likes and learners.
import { Badge, Card, Group, Progress, Text } from '@mantine/core';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import { IconHeart, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Selection } from '@glossa/contract';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguageNameOf } from '../../../shared/reference/language-name';
import { useSelectionName } from '../hooks/use-selection-name';
import { wordsProgress } from '../lib/words-progress';

const share = (n: number, total: number) => (total ? Math.min(100, (n / total) * 100) : 0);

export function SelectionCard({ selection: s }: { selection: Selection }) {
  const { t } = useTranslation('training');
  const to = useLocalePath();
  const a = s.additional;
  const languageName = useLanguageNameOf();
  const name = useSelectionName(s);
  return (
    <Card withBorder radius="lg" p="md" component={Link} to={to(`/training/selection?uuid=${s.uuid}`)} data-testid="selection-card" data-uuid={s.uuid}>
      {/* The pair goes under a long title rather than cutting it (a German "Die ersten 100 …" at 390 px). */}
      <Group justify="space-between" wrap="wrap" gap="xs" align="baseline" style={{ rowGap: 2 }}>
        <Text fw={700} lineClamp={2} data-testid="selection-card-title">
          {name}
        </Text>
        <Text size="xs" c="dimmed" data-testid="selection-langs" style={{ whiteSpace: 'nowrap' }}>
          {languageName(s.lang_from)} → {languageName(s.lang_to)}
        </Text>
      </Group>
      <Group gap={6} mt={6}>
        {a.labels.map((l) => (
          <Badge key={l} size="xs" variant="light" color={l === 'popular' ? 'orange' : 'teal'}>
            {t(`labels.${l}`)}
          </Badge>
        ))}
        {!s.is_public && (
          <Badge size="xs" variant="outline" color="gray">
            {t('private')}
          </Badge>
        )}
        {s.generated && (
          <Badge size="xs" variant="light" color="blue">
            {t('starter.badge')}
          </Badge>
        )}
        <Badge size="xs" variant="dot" color="gray">
          {t(`complexity.${s.complexity}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt="sm" data-testid="selection-progress">
        {wordsProgress(t, a)}
      </Text>
      <Progress.Root size="sm" mt={6} aria-label={t('progress')}>
        {/* Each section is a progressbar of its own: it needs a name (axe: aria-progressbar-name). */}
        <Progress.Section value={share(a.words_total_learned, a.words_total)} aria-label={t('words_learned', { learned: a.words_total_learned, count: a.words_total })} />
        <Progress.Section
          value={share(a.words_total_in_learning, a.words_total)}
          color="blue.3"
          aria-label={t('words_in_learning', { learning: a.words_total_in_learning })}
        />
      </Progress.Root>
      <Group gap="md" mt="sm">
        <Group gap={4}>
          <IconHeart size={14} aria-hidden />
          <Text size="xs">{a.likes_total}</Text>
        </Group>
        <Group gap={4}>
          <IconUsers size={14} aria-hidden />
          <Text size="xs">{a.followers_total}</Text>
        </Group>
        {s.author.nickname && (
          <Text size="xs" c="dimmed">
            {s.author.nickname}
          </Text>
        )}
      </Group>
    </Card>
  );
}
