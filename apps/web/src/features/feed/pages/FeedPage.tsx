import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArticle, IconHelpCircle, IconPencilPlus } from '@tabler/icons-react';
import { lazy, Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { currentSession } from '../../../shared/session/session-store';
import { countsPerLanguage, usePairCounts } from '../../../shared/reference/pair-counts';
import { PAGE_WIDTH } from '../../../shared/ui/breakpoints';
import { FeedSkeleton } from '../components/FeedSkeleton';
import { QuickSearch } from '../components/QuickSearch';
import { useGuestCall } from '../lib/guest-call';
import classes from './FeedPage.module.css';

// The list (tabs, cards, likes) follows the hero and the search: they paint first.
const FeedList = lazy(() => import('../components/FeedList').then((m) => ({ default: m.FeedList })));
const GuestCallPopup = lazy(() =>
  import('../components/GuestCallPopup').then((m) => ({ default: m.GuestCallPopup })),
);

/** The home route: the dictionary search for a first visit, then the feed (community.md §1). */
export default function FeedPage() {
  const { t } = useTranslation('feed');
  // The claim comes from the data: the pairs that hold translations and their languages.
  const pairs = usePairCounts().data;
  const languages = pairs ? countsPerLanguage(pairs).size : 0;
  const to = useLocalePath();
  const guestCall = useGuestCall((s) => s.opened);
  useDocumentTitle(`${t('title')} · Glossa`);
  // A guest who wants to write sees the call to register instead of the form.
  const guard = (e: MouseEvent) => {
    if (currentSession()) return;
    e.preventDefault();
    useGuestCall.setState({ opened: true });
  };

  return (
    <Container size={PAGE_WIDTH} py={{ base: 'lg', md: 48 }}>
      <div className={classes.hero}>
        <Stack gap="md" className={classes.heroText}>
          <Title order={1} className={classes.heroTitle}>
            {t('hero.title')}
          </Title>
          <Text size="lg" c="dimmed" maw={560}>
            {pairs?.length ? t('hero.lead_data', { count: languages, pairs: t('hero.pairs', { count: pairs.length }) }) : t('hero.lead')}
          </Text>
        </Stack>
        <div className={classes.heroSearch}>
          <QuickSearch />
        </div>
      </div>

      <div className={classes.list}>
        <Group justify="space-between" mt={{ base: 'lg', md: 32 }} mb="md" wrap="wrap" gap="sm">
          <Title order={2} fz={{ base: 22, md: 26 }}>
            {t('feed_title')}
          </Title>
          <Group gap="xs">
            <Button
              component={Link}
              to={to('/feed/create_post')}
              onClick={guard}
              radius="xl"
              leftSection={<IconPencilPlus size={18} />}
              data-testid="write-post"
            >
              {t('create.post')}
            </Button>
            <Button
              component={Link}
              to={to('/feed/create_question')}
              onClick={guard}
              radius="xl"
              variant="light"
              leftSection={<IconHelpCircle size={18} />}
              data-testid="ask-question"
            >
              {t('create.question')}
            </Button>
            <Button
              component={Link}
              to={to('/feed/create_article')}
              onClick={guard}
              radius="xl"
              variant="default"
              leftSection={<IconArticle size={18} />}
              data-testid="write-article"
            >
              {t('create.article')}
            </Button>
          </Group>
        </Group>
        <Suspense fallback={<FeedSkeleton />}>
          <FeedList />
        </Suspense>
      </div>
      {guestCall && (
        <Suspense fallback={null}>
          <GuestCallPopup />
        </Suspense>
      )}
    </Container>
  );
}
