// What the post and question screens share: the page frame (title, the form, the error, cancel and
// publish/save), the two language fields, and the submit state (busy, the error's text).
import { Alert, Button, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';
import { errorText } from '../lib/error-text';

export function ComposeFrame(props: {
  title: string;
  editing: boolean;
  error: string | null;
  busy: boolean;
  canSubmit: boolean;
  onSubmit(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('feed');
  const navigate = useNavigate();
  return (
    <Container size={720} py={{ base: 'md', md: 40 }}>
      <Title order={1} fz={{ base: 24, md: 30 }} mb="lg">
        {props.title}
      </Title>
      <Stack gap="md">
        {props.children}
        {props.error && (
          <Alert color="red" data-testid="compose-error">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" radius="xl" onClick={() => void navigate(-1)}>
            {t('actions.cancel')}
          </Button>
          <Button
            radius="xl"
            loading={props.busy}
            disabled={!props.canSubmit}
            onClick={props.onSubmit}
            data-testid="publish"
          >
            {t(props.editing ? 'actions.save' : 'actions.publish')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** The item's language and the language it is about (optional). */
export function LanguageFields(props: {
  lang: string;
  related: string;
  onLang(code: string): void;
  onRelated(code: string): void;
}) {
  const { t } = useTranslation('feed');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LanguagePicker
        label={t('compose.language')}
        value={props.lang}
        onChange={props.onLang}
        data-testid="compose-language"
      />
      <LanguagePicker
        label={t('compose.related_language')}
        value={props.related}
        onChange={props.onRelated}
      />
    </SimpleGrid>
  );
}

/** Runs a save: busy meanwhile, a failure's text (the server's message or server_error_title) kept. */
export function useSubmit() {
  const { t } = useTranslation('feed');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(save: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await save();
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}
