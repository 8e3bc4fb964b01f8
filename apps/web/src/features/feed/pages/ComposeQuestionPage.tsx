// feed/create_question and feed/edit_question?uuid=: short and full description, hashtags
// (comma-separated, community.md §5), languages. The too-short messages come from the server.
import {
  Alert,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Question } from '@glossa/contract';
import { FEED_LIMITS } from '@glossa/contract/feed/constants';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';
import { feedKeys } from '../api/keys';
import { createPublication, publicationQueryOptions, updatePublication } from '../api/publications';
import { useDefaultLanguage } from '../hooks/use-default-language';
import { errorText } from '../lib/error-text';

export default function ComposeQuestionPage() {
  const { t } = useTranslation('feed');
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editUuid = useSearchParams()[0].get('uuid');
  const existing = useQuery({ ...publicationQueryOptions('question', editUuid ?? ''), enabled: !!editUuid });
  const defaultLang = useDefaultLanguage();
  const [short, setShort] = useState('');
  const [description, setDescription] = useState('');
  const [hashtags, setHashtags] = useState('');
  const [lang, setLang] = useState('');
  const [related, setRelated] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(`${t(editUuid ? 'compose.edit_question' : 'compose.new_question')} · Glossa`);

  useEffect(() => {
    const q = existing.data as Question | undefined;
    if (q) {
      setShort(q.short_description);
      setDescription(q.description);
      setHashtags(q.hashtags.join(', '));
      setLang(q.lang_code);
      setRelated(q.related_lang_code ?? '');
    }
  }, [existing.data]);

  async function submit() {
    // The spec's too-short messages (community.md §5), in the interface language, before any call.
    if (short.trim().length < FEED_LIMITS.questionShortMin) return setError(t('compose.question_too_short'));
    if (description.trim().length < FEED_LIMITS.questionDescriptionMin)
      return setError(t('compose.description_too_short'));
    setBusy(true);
    setError(null);
    const body = {
      short_description: short,
      description,
      hashtags: hashtags
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
      lang_code: lang || defaultLang,
      related_lang_code: related || null,
    };
    try {
      const saved = editUuid
        ? await updatePublication('question', editUuid, body)
        : await createPublication('question', body);
      await queryClient.invalidateQueries({ queryKey: feedKeys.all });
      void navigate(to(`/question/${saved.uuid}`));
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size={720} py={{ base: 'md', md: 40 }}>
      <Title order={1} fz={{ base: 24, md: 30 }} mb="lg">
        {t(editUuid ? 'compose.edit_question' : 'compose.new_question')}
      </Title>
      <Stack gap="md">
        <TextInput
          label={t('compose.question')}
          placeholder={t('compose.question_placeholder')}
          value={short}
          onChange={(e) => setShort(e.currentTarget.value)}
          maxLength={FEED_LIMITS.questionShortMax}
          data-testid="question-short"
        />
        <Textarea
          label={t('compose.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={4}
          maxLength={FEED_LIMITS.questionDescriptionMax}
          data-testid="question-description"
        />
        <TextInput
          label={t('compose.hashtags')}
          description={t('compose.hashtags_hint')}
          value={hashtags}
          onChange={(e) => setHashtags(e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LanguagePicker label={t('compose.language')} value={lang || defaultLang} onChange={setLang} />
          <LanguagePicker label={t('compose.related_language')} value={related} onChange={setRelated} />
        </SimpleGrid>
        {error && (
          <Alert color="red" data-testid="compose-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" radius="xl" onClick={() => void navigate(-1)}>
            {t('actions.cancel')}
          </Button>
          <Button
            radius="xl"
            loading={busy}
            disabled={!short.trim() || !description.trim()}
            onClick={() => void submit()}
            data-testid="publish"
          >
            {t(editUuid ? 'actions.save' : 'actions.publish')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
