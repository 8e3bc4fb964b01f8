// Training home (community.md §2 training): the streak and statistics, my compilations, the ones I
// study, lessons of the other types, and the discover blocks (starter compilations made from the
// data, the learner's pair first; popular, new, old unpopular). A learner who learns nothing yet (or a
// guest) gets "Start here" first, under the title; "Choose a compilation to learn." leads to it.
import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@glossa/contract';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { PAGE_WIDTH } from '../../../shared/ui/breakpoints';
import { discoverQueryOptions, materialsQueryOptions } from '../api/selections';
import { SelectionGrid } from '../components/SelectionGrid';
import { distinctBlocks } from '../lib/distinct-blocks';
import { VideoGrid } from '../components/VideoCard';
import { latestVideosQueryOptions } from '../api/videos';
import { StreakCard } from '../components/StreakCard';
import { StatsChartSkeleton, TrainingHomeSkeleton } from '../components/TrainingHomeSkeleton';

const StatsChart = lazy(() => import('../components/StatsChart').then((m) => ({ default: m.StatsChart })));

const STARTER_ID = 'start-here';

/** "Choose a compilation to learn.": to "Start here" on this page, or to all compilations without it. */
function ChooseOne({ starter }: { starter: boolean }) {
  const { t } = useTranslation('training');
  const to = useLocalePath();
  const text = t('home.studying_empty');
  return (
    <Text c="dimmed">
      {starter ? (
        <Anchor
          href={`#${STARTER_ID}`}
          data-testid="choose-starter"
          onClick={(e) => {
            e.preventDefault();
            document.getElementById(STARTER_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        >
          {text}
        </Anchor>
      ) : (
        <Anchor component={Link} to={to('/training/all_selections')} data-testid="choose-starter">
          {text}
        </Anchor>
      )}
    </Text>
  );
}

function Mine({ mine, studying, starter }: { mine: Selection[] | undefined; studying: Selection[] | undefined; starter: boolean }) {
  const { t } = useTranslation('training');
  return (
    <>
      <Section title={t('home.mine')}>
        <SelectionGrid list={mine} empty={t('home.mine_empty')} />
      </Section>
      <Section title={t('home.studying')}>
        <SelectionGrid list={studying} empty={<ChooseOne starter={starter} />} />
      </Section>
    </>
  );
}

function Section({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  return (
    <Stack gap="sm" component="section" id={id} style={id ? { scrollMarginTop: 80 } : undefined} data-testid={id}>
      <Title order={2} fz={{ base: 20, md: 24 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export default function TrainingHomePage() {
  const { t } = useTranslation('training');
  useDocumentTitle(`${t('title')} · Glossa`);
  const to = useLocalePath();
  const loggedIn = useIsLoggedIn();
  const discover = useQuery(discoverQueryOptions('', ''));
  const mine = useQuery({ ...materialsQueryOptions('authored_by_me'), enabled: loggedIn });
  const studying = useQuery({ ...materialsQueryOptions('studying'), enabled: loggedIn });
  const d = discover.data;
  const [myList, studyList, popular, fresh, old] = distinctBlocks([
    loggedIn ? mine.data?.rows : [],
    loggedIn ? studying.data?.rows : [],
    d?.popular,
    d?.new,
    d?.old_unpopular,
  ]);
  const videos = useQuery(latestVideosQueryOptions(3));
  // The sections appear together once every list is in, so none pushes the others down (issue 38,
  // layout shifts).
  const ready = !discover.isPending && !videos.isPending && (!loggedIn || (!mine.isPending && !studying.isPending));
  const starterList = discover.data?.starter ?? [];
  // Someone who learns nothing yet looks for where to begin: "Start here" comes first.
  const starterFirst = !loggedIn || !studying.data?.rows.length;
  const starter = starterList.length > 0 && (
    <Section title={t('home.starter')} id={STARTER_ID}>
      <SelectionGrid list={starterList} empty={t('home.none')} />
    </Section>
  );
  return (
    <Container size={PAGE_WIDTH} py={{ base: 'md', md: 40 }}>
      <Stack gap="xl">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1}>{t('title')}</Title>
          <Group gap="xs">
            <Button component={Link} to={to('/training/all_selections')} variant="default" leftSection={<IconSearch size={16} />}>
              {t('home.search')}
            </Button>
            <Button component={Link} to={to('/training/selection/create')} leftSection={<IconPlus size={16} />} data-testid="create-selection">
              {t('home.create')}
            </Button>
          </Group>
        </Group>
        {!ready && <TrainingHomeSkeleton sections={loggedIn ? 5 : 3} />}
        {ready && starterFirst && starter}
        {ready && loggedIn && (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <StreakCard />
              <Suspense fallback={<StatsChartSkeleton />}>
                <StatsChart />
              </Suspense>
            </SimpleGrid>
            <Group gap="xs">
              {(['repeat', 'new', 'favorite'] as const).map((type) => (
                <Button key={type} component={Link} to={to(`/training/lesson?type=${type}`)} variant="light">
                  {t(`lesson.types.${type}`)}
                </Button>
              ))}
            </Group>
            <Mine mine={myList} studying={studyList} starter={starterList.length > 0} />
          </>
        )}
        {ready && <>
        <Section title={t('video.home_title')}>
          <Group gap="xs">
            <Button component={Link} to={to('/training/all_videos')} variant="default" size="xs" data-testid="all-videos">
              {t('video.all_title')}
            </Button>
            {loggedIn && (
              <Button component={Link} to={to('/training/video/create')} variant="light" size="xs" leftSection={<IconPlus size={14} />}>
                {t('video.create_title')}
              </Button>
            )}
          </Group>
          <VideoGrid list={videos.data} empty={t('video.none')} />
        </Section>
        {!starterFirst && starter}
        <Section title={t('home.popular')}>
          <SelectionGrid list={popular} empty={t('home.none')} />
        </Section>
        <Section title={t('home.new')}>
          <SelectionGrid list={fresh} empty={t('home.none')} />
        </Section>
        {!!old?.length && (
          <Section title={t('home.old_unpopular')}>
            <SelectionGrid list={old} empty={t('home.none')} />
          </Section>
        )}
        </>}
      </Stack>
    </Container>
  );
}
