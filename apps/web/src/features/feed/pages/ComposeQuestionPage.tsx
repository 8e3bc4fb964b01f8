// feed/create_question and feed/edit_question?uuid=: short and full description, hashtags
// (comma-separated, community.md §5), languages. The too-short messages come from the server.
import { TextInput, Textarea } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Question } from '@glossa/contract';
import { FEED_LIMITS } from '@glossa/contract/feed/constants';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { feedKeys } from '../api/keys';
import { createPublication, publicationQueryOptions, updatePublication } from '../api/publications';
import { ComposeFrame, LanguageFields, useSubmit } from '../components/ComposeFrame';
import { useDefaultLanguage } from '../hooks/use-default-language';

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
  const { busy, error, setError, run } = useSubmit();
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
    await run(async () => {
      const saved = editUuid
        ? await updatePublication('question', editUuid, body)
        : await createPublication('question', body);
      await queryClient.invalidateQueries({ queryKey: feedKeys.all });
      void navigate(to(`/question/${saved.uuid}`));
    });
  }

  return (
    <ComposeFrame
      title={t(editUuid ? 'compose.edit_question' : 'compose.new_question')}
      editing={!!editUuid}
      error={error}
      busy={busy}
      canSubmit={!!short.trim() && !!description.trim()}
      onSubmit={() => void submit()}
    >
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
      <LanguageFields lang={lang || defaultLang} related={related} onLang={setLang} onRelated={setRelated} />
    </ComposeFrame>
  );
}
