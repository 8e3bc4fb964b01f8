import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Badge, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconBook2,
  IconListCheck,
  IconLogin2,
  IconMessageCircle2,
  IconSchool,
  IconStar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../shared/i18n/use-locale-path';
import type { PlaceholderSection } from '../router/placeholders';

const ICONS = {
  dictionary: IconBook2,
  favorites: IconStar,
  chat: IconMessageCircle2,
  training: IconSchool,
  tasks: IconListCheck,
  auth: IconLogin2,
} satisfies Record<PlaceholderSection, unknown>;

/** Texts and icon of another use of this screen (the desktop-only placeholder on mobile). */
export interface PlaceholderTexts {
  title: string;
  text: string;
  badge: string;
  icon: typeof IconBook2;
}

/** A section whose feature is still being built, or (with `texts`) a page this screen cannot show. */
export function ComingSoonPage({ section, texts }: { section: PlaceholderSection; texts?: PlaceholderTexts }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const Icon = texts?.icon ?? ICONS[section];
  const title = texts?.title ?? t(`sections.${section}.title`);
  useDocumentTitle(`${title} · Glossa`);

  return (
    <Container size="sm" py={{ base: 32, md: 72 }}>
      <Paper withBorder radius="xl" p={{ base: 'lg', md: 48 }} data-testid="coming-soon">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light">
            <Icon size={38} stroke={1.5} />
          </ThemeIcon>
          <Badge variant="filled" color="yellow.3" autoContrast radius="sm">
            {texts?.badge ?? t('coming_soon.badge')}
          </Badge>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {title}
          </Title>
          <Text c="dimmed" size="lg" maw={460}>
            {texts?.text ?? t(`sections.${section}.text`)}
          </Text>
          <Button
            component={Link}
            to={to('/feed')}
            variant="light"
            radius="xl"
            leftSection={<IconArrowLeft size={16} />}
            mt="sm"
          >
            {t('coming_soon.back_home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
