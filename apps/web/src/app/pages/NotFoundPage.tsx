import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHome2, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../shared/i18n/use-locale-path';

/** core.md §8: 'Page not found', with advice to refresh or go home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  useDocumentTitle(`${t('not_found.title')} · Glossa`);

  return (
    <Container size="sm" py={{ base: 48, md: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Text
          fw={900}
          fz={{ base: 88, md: 128 }}
          lh={1}
          variant="gradient"
          gradient={{ from: 'brand.5', to: 'brand.9', deg: 135 }}
          aria-hidden
        >
          404
        </Text>
        <Title order={1} fz={{ base: 26, md: 34 }}>
          {t('not_found.title')}
        </Title>
        <Text c="dimmed" size="lg" maw={480}>
          {t('not_found.text')}
        </Text>
        <Group mt="md" justify="center">
          <Button
            variant="default"
            radius="xl"
            leftSection={<IconRefresh size={18} />}
            onClick={() => window.location.reload()}
          >
            {t('not_found.refresh')}
          </Button>
          <Button component={Link} to={to('/')} radius="xl" leftSection={<IconHome2 size={18} />}>
            {t('not_found.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
