import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBook2, IconNews, IconPencilPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAllData } from '../../../shared/reference/all-data';
import { PAGE_WIDTH } from '../../../shared/ui/breakpoints';
import { QuickSearch } from '../components/QuickSearch';
import classes from './FeedPage.module.css';

const CARDS = [
  { key: 'look_up', icon: IconBook2, color: 'brand' },
  { key: 'contribute', icon: IconPencilPlus, color: 'teal' },
  { key: 'learn', icon: IconUsersGroup, color: 'grape' },
] as const;

/** The home route. The feed itself is not built yet: this page says so and offers the search. */
export default function FeedPage() {
  const { t } = useTranslation('feed');
  const allData = useAllData();
  const count = allData.data?.languages.length;
  useDocumentTitle(`${t('title')} · Glossa`);

  return (
    <Container size={PAGE_WIDTH} py={{ base: 'lg', md: 48 }}>
      <div className={classes.hero}>
        <Stack gap="md" className={classes.heroText}>
          <Title order={1} className={classes.heroTitle}>
            {t('hero.title')}
          </Title>
          <Text size="lg" c="dimmed" maw={560}>
            {count ? t('hero.lead_count', { count }) : t('hero.lead')}
          </Text>
        </Stack>
        <div className={classes.heroSearch}>
          <QuickSearch />
        </div>
      </div>

      <Card
        withBorder
        radius="xl"
        p={{ base: 'lg', md: 'xl' }}
        mt={{ base: 'xl', md: 48 }}
        className={classes.notice}
        data-testid="feed-coming"
      >
        <Group wrap="nowrap" align="flex-start" gap="lg">
          <ThemeIcon size={52} radius="xl" variant="light" visibleFrom="sm">
            <IconNews size={28} stroke={1.5} />
          </ThemeIcon>
          <div>
            <Group gap="xs" mb={4}>
              <Title order={2} fz={{ base: 20, md: 24 }}>
                {t('coming.title')}
              </Title>
              <Badge variant="filled" color="yellow.3" autoContrast radius="sm">
                {t('common:coming_soon.badge')}
              </Badge>
            </Group>
            <Text c="dimmed">{t('coming.text')}</Text>
          </div>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="lg">
        {CARDS.map(({ key, icon: Icon, color }) => (
          <Card key={key} withBorder radius="xl" p="lg">
            <ThemeIcon size={44} radius="md" variant="light" color={color}>
              <Icon size={24} stroke={1.6} />
            </ThemeIcon>
            <Text fw={700} mt="md" size="lg">
              {t(`cards.${key}.title`)}
            </Text>
            <Text c="dimmed" size="sm" mt={4}>
              {t(`cards.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
