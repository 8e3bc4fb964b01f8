// A video in a list: poster (or a plain tile), title, language, duration, labels, likes, learners.
import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { IconHeart, IconPlayerPlayFilled, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Video } from '@glossa/contract';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguageNameOf } from '../../../shared/reference/language-name';
import { clock } from '../lib/caption-window';

export function VideoCard({ video: v }: { video: Video }) {
  const { t } = useTranslation('training');
  const to = useLocalePath();
  const name = useLanguageNameOf();
  return (
    <Card withBorder radius="lg" p="md" component={Link} to={to(`/training/video?uuid=${v.uuid}`)} data-testid="video-card" data-uuid={v.uuid}>
      <Card.Section>
        <div
          style={{
            aspectRatio: '16 / 9',
            background: v.poster_url ? `center / cover no-repeat url("${v.poster_url}")` : 'linear-gradient(135deg, var(--mantine-color-blue-6), var(--mantine-color-violet-6))',
            display: 'grid',
            placeItems: 'center',
            color: 'white',
          }}
        >
          <IconPlayerPlayFilled size={36} aria-hidden style={{ opacity: 0.9 }} />
        </div>
      </Card.Section>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt="sm">
        <Text fw={700} lineClamp={1}>{v.title}</Text>
        <Text size="xs" c="dimmed">{name(v.lang_code)}</Text>
      </Group>
      <Group gap={6} mt={6}>
        {v.labels.map((l) => (
          <Badge key={l} size="xs" variant="light" color={l === 'popular' ? 'orange' : 'teal'}>{t(`labels.${l}`)}</Badge>
        ))}
        {!v.is_public && <Badge size="xs" variant="outline" color="gray">{t('private')}</Badge>}
        <Badge size="xs" variant="dot" color="gray">{t(`complexity.${v.complexity}`)}</Badge>
      </Group>
      <Group gap="md" mt="sm">
        <Text size="xs">{clock(v.duration)}</Text>
        <Group gap={4}>
          <IconHeart size={14} aria-hidden />
          <Text size="xs">{v.users_liked_video_count}</Text>
        </Group>
        <Group gap={4}>
          <IconUsers size={14} aria-hidden />
          <Text size="xs">{v.learners_count}</Text>
        </Group>
        {v.author.nickname && <Text size="xs" c="dimmed">{v.author.nickname}</Text>}
      </Group>
    </Card>
  );
}

export function VideoGrid({ list, empty }: { list: Video[] | undefined; empty: string }) {
  if (list && list.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {list?.map((v) => <VideoCard key={v.uuid} video={v} />)}
    </SimpleGrid>
  );
}
