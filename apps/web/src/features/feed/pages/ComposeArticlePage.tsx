// feed/create_article and feed/edit_article?uuid= (community.md §2, §4): title, subtitle, language
// and a block body in the editor; saved as a draft (resumed later from "My drafts") and published
// with PATCH status, which shows the article_published alert.
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Article, Publication } from '@glossa/contract';
import { FEED_LIMITS } from '@glossa/contract/feed/constants';
import { alerts } from '../../../shared/alerts/store';
import { api } from '../../../shared/api';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';
import { feedKeys } from '../api/keys';
import {
  createPublication,
  publicationQueryOptions,
  setPublicationStatus,
  updatePublication,
  uploadImage,
} from '../api/publications';
import { useDefaultLanguage } from '../hooks/use-default-language';
import { errorText } from '../lib/error-text';
import { blocksToDoc, docToBlocks, type PmNode } from '../lib/tiptap-blocks';

const ArticleEditor = lazy(() => import('../components/ArticleEditor'));

export default function ComposeArticlePage() {
  const { t } = useTranslation('feed');
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const editUuid = params.get('uuid');
  const existing = useQuery({ ...publicationQueryOptions('article', editUuid ?? ''), enabled: !!editUuid });
  const drafts = useQuery({
    queryKey: [...feedKeys.all, 'drafts'],
    queryFn: ({ signal }) =>
      api
        .get<{ data: Publication[] }>('/articles/drafts', { signal })
        .then((a) => a.data.filter((p): p is Article => p.type === 'article')),
    enabled: !editUuid,
  });
  const defaultLang = useDefaultLanguage();
  const [title, setTitle] = useState('');
  const [subtitle, setSubtitle] = useState('');
  const [lang, setLang] = useState('');
  const doc = useRef<PmNode>({ type: 'doc', content: [{ type: 'paragraph' }] });
  const [initial, setInitial] = useState<PmNode | null>(editUuid ? null : doc.current);
  const uuid = useRef<string | null>(editUuid);
  const [busy, setBusy] = useState<'draft' | 'publish' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useDocumentTitle(`${t(editUuid ? 'article.edit' : 'article.new')} · Glossa`);

  useEffect(() => {
    const a = existing.data as Article | undefined;
    if (!a) return;
    setTitle(a.title);
    setSubtitle(a.subtitle);
    setLang(a.lang_code);
    doc.current = blocksToDoc(a.body, a.additional.images);
    setInitial(doc.current);
  }, [existing.data]);

  /** Creates the draft on first save, then keeps it up to date. */
  async function save(): Promise<string> {
    const body = {
      title: title.trim() || t('article.untitled'),
      subtitle,
      body: docToBlocks(doc.current),
      lang_code: lang || defaultLang,
    };
    if (uuid.current) {
      await updatePublication('article', uuid.current, body);
      return uuid.current;
    }
    const created = await createPublication('article', body);
    uuid.current = created.uuid;
    setParams({ uuid: created.uuid }, { replace: true });
    return created.uuid;
  }

  async function run(kind: 'draft' | 'publish') {
    setBusy(kind);
    setError(null);
    try {
      const id = await save();
      if (kind === 'publish') {
        await setPublicationStatus('article', id, 'published');
        alerts.showAlert('detail', { messageKey: 'feed:article.published', tone: 'success' });
        await queryClient.invalidateQueries({ queryKey: feedKeys.all });
        void navigate(to(`/article/${id}`));
      } else {
        setSaved(true);
        void queryClient.invalidateQueries({ queryKey: feedKeys.all });
      }
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Container size={820} py={{ base: 'md', md: 40 }}>
      <Title order={1} fz={{ base: 24, md: 30 }} mb="lg">
        {t(editUuid ? 'article.edit' : 'article.new')}
      </Title>
      {!editUuid && (drafts.data?.length ?? 0) > 0 && (
        <Alert color="gray" mb="md" title={t('article.drafts')} data-testid="article-drafts">
          <Stack gap={2}>
            {drafts.data!.map((d) => (
              <Anchor
                key={d.uuid}
                component={Link}
                to={to(`/feed/edit_article?uuid=${d.uuid}`)}
                reloadDocument
              >
                {d.title}
              </Anchor>
            ))}
          </Stack>
        </Alert>
      )}
      <Stack gap="md">
        <TextInput
          label={t('article.title')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={FEED_LIMITS.articleTitleMax}
          data-testid="article-title-input"
        />
        <TextInput
          label={t('article.subtitle')}
          value={subtitle}
          onChange={(e) => setSubtitle(e.currentTarget.value)}
          maxLength={FEED_LIMITS.articleSubtitleMax}
        />
        <LanguagePicker label={t('compose.language')} value={lang || defaultLang} onChange={setLang} />
        {initial ? (
          <Suspense fallback={<Loader />}>
            <ArticleEditor
              initial={initial}
              onChange={(next) => {
                doc.current = next;
                setSaved(false);
              }}
              uploadImage={async (file) => uploadImage('article', await save(), file)}
            />
          </Suspense>
        ) : (
          <Loader />
        )}
        {error && (
          <Alert color="red" data-testid="compose-error">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="draft-state">
            {saved ? t('article.saved') : ''}
          </Text>
          <Group>
            <Button
              variant="default"
              radius="xl"
              loading={busy === 'draft'}
              disabled={!title.trim()}
              onClick={() => void run('draft')}
              data-testid="save-draft"
            >
              {t('article.save_draft')}
            </Button>
            <Button
              radius="xl"
              loading={busy === 'publish'}
              disabled={!title.trim()}
              onClick={() => void run('publish')}
              data-testid="publish"
            >
              {t('actions.publish')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Container>
  );
}
