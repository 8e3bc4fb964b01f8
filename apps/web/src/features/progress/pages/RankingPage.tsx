// The weekly ranking screen (community.md §2, §3 Weekly chart, §9 updates every 10 minutes): this
// week's chart and last week's winners (King of Dictionary). Weeks run Monday to Monday, UTC.
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import { Avatar, Badge, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WeeklyChart } from '@glossa/contract/progress';
import { PointsLink } from '../../../shared/progress/PointsLink';
import { weeklyQuery } from '../api/progress';

type Entry = WeeklyChart['this_week_chart'][number];

function ChartTable({ entries, testId }: { entries: Entry[]; testId: string }) {
  const { t } = useTranslation('progress');
  if (!entries.length)
    return (
      <Text c="dimmed" data-testid={testId}>
        {t('ranking_empty')}
      </Text>
    );
  return (
    <Table data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={60}>#</Table.Th>
          <Table.Th>{t('member')}</Table.Th>
          <Table.Th ta="right">{t('points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.user.uuid}>
            <Table.Td fw={700}>{e.place}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Avatar size="sm" radius="xl" name={e.user.nickname ?? '?'} color="initials" />
                <Text size="sm" fw={500} truncate>
                  {e.user.nickname ?? t('deleted_member')}
                </Text>
                <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                  {t('level_short', { level: e.user.level })}
                </Badge>
              </Group>
            </Table.Td>
            <Table.Td ta="right" fw={600}>
              {e.points}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export default function RankingPage() {
  const { t, i18n } = useTranslation('progress');
  useDocumentTitle(`${t('ranking_title')} · Glossa`);
  const chart = useQuery(weeklyQuery());
  return (
    <Container size={860} py="md">
      <Title order={1} size="h2" mb={4}>
        {t('ranking_title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('ranking_note')}
      </Text>
      <PointsLink mb="md" display="inline-block" />
      {chart.isPending && <Text c="dimmed">{t('loading')}</Text>}
      {chart.isError && <Text c="red">{t('load_failed')}</Text>}
      {chart.isSuccess && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('this_week')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('week_from', {
                  date: new Date(`${chart.data.week_start}T00:00:00Z`).toLocaleDateString(i18n.language, {
                    timeZone: 'UTC',
                  }),
                })}
                {chart.data.refresh_date &&
                  ` · ${t('refreshed_at', { time: new Date(chart.data.refresh_date).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }) })}`}
              </Text>
              <ChartTable entries={chart.data.this_week_chart} testId="ranking-this-week" />
            </Stack>
          </Paper>
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('last_week_winners')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('king_note')}
              </Text>
              <ChartTable entries={chart.data.last_week_winners} testId="ranking-last-week" />
            </Stack>
          </Paper>
        </SimpleGrid>
      )}
    </Container>
  );
}
