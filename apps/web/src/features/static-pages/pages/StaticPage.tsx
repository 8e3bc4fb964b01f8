import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { STATIC_PAGES, type StaticPageName } from '../pages';
import { OpenDataDumps } from '../components/OpenDataDumps';

interface Section {
  heading: string;
  body: string[];
}

/** About, privacy, terms, community guidelines, support: a title, a lead and a few sections. */
export default function StaticPage() {
  const matches = useMatches();
  const page = (matches.at(-1)?.handle as { staticPage?: StaticPageName } | undefined)?.staticPage ?? 'about';
  const { t } = useTranslation('static');
  const to = useLocalePath();
  const sections = t(`${page}.sections`, { returnObjects: true }) as Section[];
  useDocumentTitle(`${t(`${page}.title`)} · Glossa`);

  return (
    <Container size="md" py={{ base: 'lg', md: 48 }}>
      <Stack gap="lg">
        <nav aria-label={t('nav_label')}>
          <Text size="sm" c="dimmed">
            {STATIC_PAGES.map((name, i) => (
              <span key={name}>
                {i > 0 && ' · '}
                {name === page ? (
                  <Text span fw={600} c="var(--mantine-color-text)">
                    {t(`${name}.title`)}
                  </Text>
                ) : (
                  <Anchor component={Link} to={to(`/${name}`)} c="dimmed">
                    {t(`${name}.title`)}
                  </Anchor>
                )}
              </span>
            ))}
          </Text>
        </nav>
        <Paper withBorder radius="xl" p={{ base: 'md', md: 48 }} component="article">
          <Title order={1} fz={{ base: 24, md: 36 }} style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
            {t(`${page}.title`)}
          </Title>
          <Text size="lg" c="dimmed" mt="sm">
            {t(`${page}.lead`)}
          </Text>
          <Stack gap="xl" mt="xl">
            {sections.map((section) => (
              <section key={section.heading}>
                <Title order={2} fz={{ base: 19, md: 22 }} mb="xs">
                  {section.heading}
                </Title>
                <Stack gap="sm">
                  {section.body.map((paragraph) => (
                    <Text key={paragraph.slice(0, 40)} lh={1.65}>
                      {paragraph}
                    </Text>
                  ))}
                </Stack>
              </section>
            ))}
            {page === 'about' && <OpenDataDumps />}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
