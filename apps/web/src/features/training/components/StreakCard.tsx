// The daily activity: the streak, today's XP against the goal ("reached" once it is), and when the
// streak ends.
import { Button, Group, NumberInput, Paper, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
import { IconFlame } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PointsLink } from '../../../shared/progress/PointsLink';
import { activityQueryOptions, setDailyGoal } from '../api/lessons';
import { trainingKeys } from '../api/keys';

export function StreakCard() {
  const { t, i18n } = useTranslation('training');
  const activity = useQuery(activityQueryOptions());
  const client = useQueryClient();
  const [goal, setGoal] = useState<number | null>(null);
  const a = activity.data;
  if (!a) return null;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="streak-card">
      <Stack gap="sm">
        <Group gap="sm">
          <IconFlame size={28} color={a.has_activity_today ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-gray-5)'} aria-hidden />
          <Text fz="xl" fw={700} data-testid="streak-days">
            {t('streak.days', { count: a.days_activity_span })}
          </Text>
        </Group>
        <Text size="sm" data-testid="streak-today">
          {a.points_today >= a.daily_goal
            ? t('streak.goal_reached', { points: a.points_today, goal: a.daily_goal })
            : t('streak.today', { points: a.points_today, goal: a.daily_goal })}
        </Text>
        <Progress value={Math.min(100, (a.points_today / a.daily_goal) * 100)} color="orange" aria-label={t('streak.goal')} />
        {a.need_action_until && !a.has_activity_today && (
          <Text size="xs" c="dimmed">
            {t('streak.until', { time: new Date(a.need_action_until).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) })}
          </Text>
        )}
        <Group gap="xs" align="flex-end">
          <NumberInput size="xs" w={110} label={t('streak.goal')} min={1} max={500} value={goal ?? a.daily_goal} onChange={(v) => setGoal(typeof v === 'number' ? v : null)} />
          <Button
            size="xs"
            variant="light"
            disabled={goal === null || goal === a.daily_goal}
            onClick={async () => {
              if (goal === null) return;
              client.setQueryData(trainingKeys.activity, await setDailyGoal(goal));
              setGoal(null);
            }}
          >
            {t('streak.save_goal')}
          </Button>
        </Group>
        <PointsLink />
      </Stack>
    </Paper>
  );
}
