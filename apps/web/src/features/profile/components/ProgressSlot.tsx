// The place on a profile where reputation, level and achievements show (community.md §2, §3 "ratings",
// "achievements"): mine, or another member's public ones by nickname (a private profile's card
// does not render it). Achievement names are the progress feature's texts (namespace `progress`).
import { Anchor, Badge, Group, Popover, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Popover.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { AchievementIcon } from '../../../shared/progress/achievement-icons';
import { PointsLink } from '../../../shared/progress/PointsLink';
import { useAchievements, useRating } from '../api/account';
import { Section } from './Section';

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz={28} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

export function ProgressSlot({ own, nickname }: { own: boolean; nickname: string }) {
  const { t } = useTranslation(['profile', 'progress']);
  const whose = own ? null : nickname;
  const rating = useRating(whose);
  const achievements = useAchievements(whose);
  const r = rating.data;
  const to = useLocalePath();
  return (
    <Section title={t('progress.title')} testId="profile-progress-slot">
      {r ? (
        <Stack gap="xs">
          <Group gap="xl">
            <Stat label={t('progress.level')} value={r.level} testId="profile-level" />
            <Stat label={t('progress.points')} value={r.points} testId="profile-points" />
          </Group>
          <Progress
            value={r.next_level_points > 0 ? Math.min(100, (r.points / r.next_level_points) * 100) : 100}
            aria-label={t('progress.next', { points: r.next_level_points })}
          />
          <Text size="sm" c="dimmed">
            {t('progress.next', { points: r.next_level_points })}
          </Text>
        </Stack>
      ) : (
        <Text c="dimmed">{rating.isError ? t('progress.unavailable') : '…'}</Text>
      )}
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="md" mb={6}>
        {t('progress.achievements')}
      </Text>
      {achievements.data && achievements.data.length > 0 ? (
        <Group gap={6} data-testid="profile-achievements">
          {achievements.data.map((a) => (
            // A badge opens what it counts and how far the next level is.
            <Popover key={a.type} width={260} withArrow shadow="md" position="bottom">
              <Popover.Target>
                <UnstyledButton data-testid="profile-achievement" aria-haspopup="dialog">
                  <Badge variant="light" radius="sm" tt="none" leftSection={<AchievementIcon type={a.type} size={14} />} style={{ cursor: 'pointer' }}>
                    {t('progress.achievement_level', { name: t(`progress:achievements.${a.type}`), level: a.level })}
                  </Badge>
                </UnstyledButton>
              </Popover.Target>
              <Popover.Dropdown data-testid="achievement-details">
                <Text fw={600} size="sm">
                  {t(`progress:achievements.${a.type}`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {a.next_level_value === null
                    ? t('progress.achievement_max', { value: a.value })
                    : t('progress.achievement_next', { value: a.value, next: a.next_level_value, level: a.level + 1 })}
                </Text>
              </Popover.Dropdown>
            </Popover>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {achievements.isError ? t('progress.unavailable') : achievements.data ? t('progress.no_achievements') : '…'}
        </Text>
      )}
      <Group gap="md" mt="md">
        <Anchor component={Link} to={to(own ? '/statistics' : `/statistics/${encodeURIComponent(nickname)}`)} size="sm" data-testid="profile-statistics-link">
          {t('progress.statistics')}
        </Anchor>
        {own && (
          <Anchor component={Link} to={to('/ranking')} size="sm" data-testid="profile-ranking-link">
            {t('progress:ranking_title')}
          </Anchor>
        )}
        <PointsLink />
      </Group>
    </Section>
  );
}
