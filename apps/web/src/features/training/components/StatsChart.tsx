// Learning statistics per period as a bar chart (Recharts), loaded with its own chunk.
import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatisticsPeriod } from '@glossa/contract';
import { statisticsQueryOptions } from '../api/lessons';
import { chartDateLabel } from '../lib/chart-date';

export function StatsChart() {
  const { t, i18n } = useTranslation('training');
  const [period, setPeriod] = useState<StatisticsPeriod>('week');
  const stats = useQuery(statisticsQueryOptions(period));
  const data = stats.data?.detailed_by_period.map((d) => ({ ...d, label: chartDateLabel(d.date, period, i18n.language) })) ?? [];
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="stats">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} fz="lg">
            {t('stats.title')}
          </Title>
          <SegmentedControl
            size="xs"
            value={period}
            onChange={(v) => setPeriod(v as StatisticsPeriod)}
            data={(['week', 'month', 'year'] as const).map((p) => ({ value: p, label: t(`stats.${p}`) }))}
          />
        </Group>
        {stats.data && (
          <Text size="sm" c="dimmed">
            {t('stats.summary', { points: stats.data.points_total, learned: stats.data.words_learned, learning: stats.data.words_in_learning })}
          </Text>
        )}
        <div style={{ width: '100%', height: 200 }}>
          <ResponsiveContainer>
            <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--mantine-color-default-border)" />
              <XAxis dataKey="label" fontSize={11} tick={{ fill: 'var(--mantine-color-dimmed)' }} />
              <YAxis allowDecimals={false} fontSize={11} tick={{ fill: 'var(--mantine-color-dimmed)' }} />
              <Tooltip contentStyle={{ background: 'var(--mantine-color-body)' }} />
              <Bar dataKey="points" name={t('stats.points')} fill="var(--mantine-color-blue-6)" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Stack>
    </Paper>
  );
}
