// "How points work": the two systems named apart (reputation for giving to the dictionary, with
// levels and the weekly ranking; XP for training, with the daily goal and the streak), what earns
// what, straight from the contract's table, and what earns neither. Linked from every place that
// shows a number of either.
import '@mantine/core/styles/Table.css';
import { Anchor, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POINTS_TABLE, RATING_POINTS_PER_LEVEL, type PointSystem } from '@glossa/contract/points';
import { TRAINING_LIMITS } from '@glossa/contract/training/constants';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';

function PointsTable({ system }: { system: PointSystem }) {
  const { t } = useTranslation('progress');
  return (
    <Table data-testid={`points-table-${system}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('how.action')}</Table.Th>
          <Table.Th ta="right">{t(`how.${system}_title`)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {POINTS_TABLE.filter((row) => row.system === system).map((row) => (
          <Table.Tr key={row.action}>
            <Table.Td>{t(`how.actions.${row.action}`)}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {row.points > 0 ? `+${row.points}` : row.points}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export default function PointsPage() {
  const { t } = useTranslation('progress');
  const to = useLocalePath();
  useDocumentTitle(`${t('how.title')} · Glossa`);
  return (
    <Container size="md" py={{ base: 'md', md: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('how.title')}</Title>
          <Text c="dimmed">{t('how.lead')}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', md: 'xl' }} data-testid="points-reputation">
          <Stack gap="sm">
            <Title order={2} fz={22}>
              {t('how.reputation_title')}
            </Title>
            <Text>{t('how.reputation_text', { per: RATING_POINTS_PER_LEVEL })}</Text>
            <PointsTable system="reputation" />
            <Group gap="md">
              <Anchor component={Link} to={to('/ranking')} data-testid="points-ranking-link">
                {t('ranking_title')}
              </Anchor>
              <Anchor component={Link} to={to('/statistics')}>
                {t('statistics_title')}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', md: 'xl' }} data-testid="points-xp">
          <Stack gap="sm">
            <Title order={2} fz={22}>
              {t('how.xp_title')}
            </Title>
            <Text>{t('how.xp_text', { per: TRAINING_LIMITS.pointsPerCorrectAnswer, streak: TRAINING_LIMITS.doublePointsStreak })}</Text>
            <PointsTable system="xp" />
            <Anchor component={Link} to={to('/training')}>
              {t('how.training_link')}
            </Anchor>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', md: 'xl' }}>
          <Stack gap="xs">
            <Title order={2} fz={22}>
              {t('how.nothing_title')}
            </Title>
            <Text>{t('how.nothing_text')}</Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
