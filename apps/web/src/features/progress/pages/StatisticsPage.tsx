// Statistics (community.md §2 general and detail statistics panels, §5 filter rule, §9 lists of 20):
// the general panel (my actions per item type and state) and the detailed list with its filters.
// A filter set without a side (ADDED/VERIFIED) or without a state is empty without a call.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Badge, Button, Container, Group, Paper, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STATISTICS_FILTERS, STATISTICS_ITEM_TYPES, type StatisticsItemType } from '@glossa/contract';
import {
  STATISTICS_PAGE,
  type ActionsGeneral,
  statisticsFiltersUsable,
  type ActionItem,
  type StatisticsFilter,
} from '@glossa/contract/progress';
import { STATISTICS_PERIODS, type StatisticsPeriod } from '@glossa/contract/training/constants';
import { isApiError } from '../../../shared/api';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { PointsLink } from '../../../shared/progress/PointsLink';
import { useProfile } from '../../../shared/session/profile';
import { generalQuery, getActions, learningQuery, progressKeys } from '../api/progress';
import { splitAction } from '../lib/labels';

const STATE_COLOR = { ACCEPTED: 'teal', ON_MODIFY: 'yellow', REJECTED: 'red' } as const;

/** A member's statistics that are not theirs to show (a private profile) say so instead of failing. */
const isPrivate = (err: unknown) => isApiError(err) && err.code === 'PROFILE_IS_PRIVATE';

const zeros = () =>
  Object.fromEntries(STATISTICS_ITEM_TYPES.map((type) => [type, { ACCEPTED: 0, ON_MODIFY: 0, REJECTED: 0 }])) as ActionsGeneral['ADDED'];
const NO_NUMBERS: ActionsGeneral = { ADDED: zeros(), VERIFIED: zeros(), points: 0, level: 0 };

export function GeneralPanel({ nickname }: { nickname: string | null }) {
  const { t } = useTranslation('progress');
  const general = useQuery(generalQuery(nickname));
  const to = useLocalePath();
  // While loading, the panel itself with its cells under skeletons: the list below does not move
  // when the numbers arrive (issue 38, layout shifts).
  const pending = general.isPending;
  if (general.isError)
    return (
      <Text c={isPrivate(general.error) ? 'dimmed' : 'red'} data-testid="statistics-unavailable">
        {t(isPrivate(general.error) ? 'private' : 'load_failed')}
      </Text>
    );
  const g = general.data ?? NO_NUMBERS;
  return (
    <Paper withBorder p="md" data-testid="statistics-general" aria-busy={pending}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('general_title')}
        </Title>
        <Group gap="md">
          <Skeleton visible={pending} width="auto">
            <Text fw={600} data-testid="statistics-points">
              {t('points_level', { points: g.points, level: g.level })}
            </Text>
          </Skeleton>
          <Anchor component={Link} to={to('/ranking')} size="sm" data-testid="statistics-ranking-link">
            {t('ranking_title')}
          </Anchor>
          <PointsLink />
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={440}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('item_type')}</Table.Th>
              <Table.Th>{t('filters.ADDED')}</Table.Th>
              <Table.Th>{t('filters.VERIFIED')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {STATISTICS_ITEM_TYPES.map((type) => (
              <Table.Tr key={type}>
                <Table.Td>{t(`types.${type}`)}</Table.Td>
                {(['ADDED', 'VERIFIED'] as const).map((side) => {
                  const c = g[side][type];
                  return (
                    <Table.Td key={side} aria-label={`${t(`types.${type}`)} ${t(`filters.${side}`)}`}>
                      <Skeleton visible={pending}>
                      <Text size="sm" span c="teal.8" title={t('filters.ACCEPTED')}>
                        {c?.ACCEPTED ?? 0}
                      </Text>
                      {' / '}
                      <Text size="sm" span c="yellow.9" title={t('filters.ON_MODIFY')}>
                        {c?.ON_MODIFY ?? 0}
                      </Text>
                      {' / '}
                      <Text size="sm" span c="red.8" title={t('filters.REJECTED')}>
                        {c?.REJECTED ?? 0}
                      </Text>
                      </Skeleton>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt="xs">
        {t('general_legend')}
      </Text>
    </Paper>
  );
}

function ActionRow({ item }: { item: ActionItem }) {
  const { t, i18n } = useTranslation('progress');
  const { verb, subject } = splitAction(item.action);
  return (
    <Paper withBorder p="sm" data-testid="statistics-action">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>
            {t(`verbs.${verb}`, { defaultValue: t('verbs.OTHER') })}:{' '}
            {t(`subjects.${subject}`, { defaultValue: subject.toLowerCase().replace(/_/g, ' ') })}
          </Text>
          <Group gap="xs">
            <Badge color={STATE_COLOR[item.state]} variant="light" style={{ flexShrink: 0 }}>
              {t(`filters.${item.state}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {new Date(item.created_at).toLocaleString(i18n.language)}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Text
            fw={600}
            c={item.cancelled ? 'dimmed' : undefined}
            td={item.cancelled ? 'line-through' : undefined}
          >
            {item.points > 0 ? `+${item.points}` : item.points}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}

export function ActionsList({ nickname }: { nickname: string | null }) {
  const { t } = useTranslation('progress');
  const [filters, setFilters] = useState<StatisticsFilter[]>([]);
  const [type, setType] = useState<StatisticsItemType | null>(null);
  const usable = statisticsFiltersUsable(filters);
  const q = { type: type ?? undefined, filters };
  const list = useInfiniteQuery({
    queryKey: progressKeys.list(q, nickname),
    queryFn: ({ pageParam, signal }) => getActions(q, pageParam, signal, nickname),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < STATISTICS_PAGE ? undefined : last[last.length - 1]!.id),
    enabled: usable,
  });
  const items = usable ? (list.data?.pages.flat() ?? []) : [];
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t(nickname === null ? 'list_title' : 'actions_title')}
      </Title>
      <Group align="flex-end" mb="sm" gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="statistics-filters-label">
            {t('filters_label')}
          </Text>
          {/* Toggle buttons (Button's styles are in the shell already). */}
          <Group gap={6} role="group" aria-labelledby="statistics-filters-label">
            {STATISTICS_FILTERS.map((f) => {
              const on = filters.includes(f);
              return (
                <Button
                  key={f}
                  size="xs"
                  radius="xl"
                  variant={on ? 'filled' : 'default'}
                  aria-pressed={on}
                  onClick={() => setFilters((list) => (on ? list.filter((x) => x !== f) : [...list, f]))}
                >
                  {t(`filters.${f}`)}
                </Button>
              );
            })}
          </Group>
        </Stack>
        <Select
          label={t('item_type')}
          placeholder={t('all_types')}
          clearable
          value={type}
          onChange={(v) => setType(v as StatisticsItemType | null)}
          data={STATISTICS_ITEM_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
          w={240}
        />
      </Group>
      {!usable && (
        <Text c="dimmed" data-testid="statistics-filter-rule">
          {t('filter_rule')}
        </Text>
      )}
      {usable && list.isPending && <Text c="dimmed">{t('loading')}</Text>}
      {usable && list.isError && <Text c="red">{t('load_failed')}</Text>}
      {usable && list.isSuccess && items.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      <Stack gap="xs">
        {items.map((item) => (
          <ActionRow key={item.id} item={item} />
        ))}
      </Stack>
      {usable && list.hasNextPage && (
        <Button
          variant="light"
          mt="sm"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
        >
          {t('more')}
        </Button>
      )}
    </Paper>
  );
}

/** My learning (issue 36 item 18): words learned, and the period's lessons, minutes and retention. */
export function LearningPanel() {
  const { t } = useTranslation('progress');
  const [period, setPeriod] = useState<StatisticsPeriod>('week');
  const learning = useQuery(learningQuery(period));
  const d = learning.data;
  const cells: [string, string, string][] = [
    // The label agrees with its figure ("1 lesson done", "20 вивчених слів").
    ['words', t('learning.words_learned', { count: d?.words_learned ?? 0 }), d ? String(d.words_learned) : '0'],
    ['lessons', t('learning.lessons', { count: d?.lessons_completed ?? 0 }), d ? String(d.lessons_completed) : '0'],
    ['minutes', t('learning.minutes', { count: d?.minutes ?? 0 }), d ? String(d.minutes) : '0'],
    ['retention', t('learning.retention'), d?.retention === null || !d ? '—' : `${d.retention} %`],
  ];
  if (learning.isError) return null;
  return (
    <Paper withBorder p="md" data-testid="statistics-learning" aria-busy={learning.isPending}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('learning.title')}
        </Title>
        <SegmentedControl
          size="xs"
          value={period}
          onChange={(v) => setPeriod(v as StatisticsPeriod)}
          data={STATISTICS_PERIODS.map((p) => ({ value: p, label: t(`learning.periods.${p}`) }))}
          data-testid="learning-period"
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {cells.map(([key, label, value]) => (
          <div key={key} data-testid={`learning-${key}`}>
            <Skeleton visible={learning.isPending}>
              <Text fz={26} fw={700} lh={1.2}>
                {value}
              </Text>
            </Skeleton>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {t('learning.hint')}
      </Text>
    </Paper>
  );
}

/** statistics (mine, signed in) and statistics/{nickname} (a member's public statistics, guests too). */
export default function StatisticsPage() {
  const { t } = useTranslation('progress');
  const { nickname = null } = useParams();
  const { data: me } = useProfile();
  // My own nickname in the path is my page: the same calls as /statistics.
  const whose = nickname !== null && nickname !== me?.nickname ? nickname : null;
  const title = whose === null ? t('statistics_title') : t('statistics_of', { nickname: whose });
  useDocumentTitle(`${title} · Glossa`);
  return (
    <Container size={860} py="md">
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      <Stack gap="md">
        {whose === null && me && <LearningPanel />}
        <GeneralPanel nickname={whose} />
        <ActionsList nickname={whose} />
      </Stack>
    </Container>
  );
}
