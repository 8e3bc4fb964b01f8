// Adding or editing a video (community.md §2 training/video/create, /edit?uuid=): the file (MP4 or
// WebM, uploaded with a progress bar before the form is saved), title, language, hashtags
// (comma-separated), complexity, public or private, and caption files (WebVTT or SRT): the video
// language's is required ("video cannot be added without subtitles"), others are optional. Saving
// shows video_saved and opens the video (TrainingVideo).
import { Alert, Button, Container, FileInput, Group, Progress, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Alert.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { SELECTION_COMPLEXITIES, type SelectionComplexity } from '@glossa/contract/training/constants';
import { isApiError } from '../../../shared/api';
import { alerts } from '../../../shared/alerts/store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';
import { trainingKeys } from '../api/keys';
import { createVideo, updateVideo, uploadVideoFile, UploadError, videoQueryOptions, videoSourcesQueryOptions, type VideoUpload } from '../api/videos';

interface CaptionFile {
  lang: string;
  file: File | null;
}

const ERROR_KEYS: Record<string, string> = {
  VIDEO_CAPTIONS_REQUIRED: 'video.errors.captions_required',
  VIDEO_ALREADY_EXISTS: 'video.errors.exists',
  PAYLOAD_TOO_LARGE: 'video.errors.too_large',
  UNSUPPORTED_MEDIA_TYPE: 'video.errors.type',
  VIDEO_UNREADABLE: 'video.errors.unreadable',
  VIDEO_TOO_LONG: 'video.errors.too_long',
};

export default function VideoEditorPage() {
  const { t } = useTranslation('training');
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  const existing = useQuery({ ...videoQueryOptions(uuid ?? ''), enabled: !!uuid });
  const sources = useQuery(videoSourcesQueryOptions());
  const profile = useProfile();
  const client = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalePath();
  const [title, setTitle] = useState('');
  const [lang, setLang] = useState('eng');
  const [hashtags, setHashtags] = useState('');
  const [complexity, setComplexity] = useState<SelectionComplexity>('medium');
  const [isPublic, setPublic] = useState(false);
  const [captions, setCaptions] = useState<CaptionFile[]>([{ lang: 'eng', file: null }]);
  const [upload, setUpload] = useState<VideoUpload | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useDocumentTitle(`${uuid ? t('video.edit_title') : t('video.create_title')} · Glossa`);
  const { mode } = useParams();

  // A new video starts in a language the member learns (the first non-native one of the profile).
  useEffect(() => {
    const learning = profile.data?.languages?.find((l) => l.level !== 'NATIVE')?.lang.code;
    if (!uuid && learning) {
      setLang(learning);
      setCaptions([{ lang: learning, file: null }]);
    }
  }, [profile.data, uuid]);
  useEffect(() => {
    const v = existing.data;
    if (!v) return;
    setTitle(v.title);
    setLang(v.lang_code);
    setHashtags(v.hashtags.join(', '));
    setComplexity(v.complexity);
    setPublic(v.is_public);
    setCaptions([]);
  }, [existing.data]);

  const describe = (err: unknown) => {
    const code = err instanceof UploadError || isApiError(err) ? err.code : '';
    if (ERROR_KEYS[code]) return t(ERROR_KEYS[code]!);
    if (code === 'CAPTIONS_INVALID' || code === 'CAPTIONS_TOO_MANY_SEGMENTS') return t('video.errors.captions_invalid', { reason: (err as Error).message });
    return t('errors.server');
  };

  const onFile = async (file: File | null) => {
    setUpload(null);
    setError(null);
    if (!file) return;
    if (!title) setTitle(file.name.replace(/\.[^.]+$/, '').slice(0, 150));
    setProgress(0);
    try {
      setUpload(await uploadVideoFile(file, setProgress));
    } catch (err) {
      setError(describe(err));
    } finally {
      setProgress(null);
    }
  };

  const save = async () => {
    setError(null);
    setSaving(true);
    try {
      const texts = await Promise.all(captions.filter((c) => c.file).map(async (c) => ({ lang_code: c.lang, text: await c.file!.text() })));
      const video = uuid
        ? await updateVideo(uuid, { title, lang_code: lang, hashtags: hashtags as never, complexity, is_public: isPublic, ...(texts.length ? { captions: texts } : {}) })
        : await createVideo({ title, lang_code: lang, hashtags, complexity, is_public: isPublic, upload_uuid: upload!.upload_uuid, captions: texts });
      alerts.showAlert('learning', { messageKey: 'training:alerts.video_saved', tone: 'success' });
      await client.invalidateQueries({ queryKey: trainingKeys.all });
      void navigate(to(`/training/video?uuid=${video.uuid}`));
    } catch (err) {
      setError(describe(err));
    } finally {
      setSaving(false);
    }
  };

  const hasMainCaptions = captions.some((c) => c.lang === lang && c.file) || Boolean(existing.data?.captions.some((c) => c.lang_code === lang));
  const maxMb = Math.round((sources.data?.upload.max_bytes ?? 0) / 1024 / 1024);

  if (mode !== 'create' && mode !== 'edit') return <Navigate to={to('/404')} replace />;
  return (
    <Container size={720} py={{ base: 'md', md: 40 }}>
      <Stack gap="md">
        <Title order={1}>{uuid ? t('video.edit_title') : t('video.create_title')}</Title>
        {!uuid && (
          <Stack gap={4}>
            <FileInput
              label={t('video.file')}
              description={t('video.file_hint', { mb: maxMb })}
              accept="video/mp4,video/webm"
              onChange={(f) => void onFile(f)}
              data-testid="video-file"
              clearable
            />
            {progress !== null && <Progress value={progress * 100} animated aria-label={t('video.uploading')} />}
            {upload && <Text size="sm" c="teal" data-testid="upload-done">{t('video.uploaded', { seconds: Math.round(upload.duration / 1000) })}</Text>}
          </Stack>
        )}
        <TextInput label={t('video.title_field')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={150} required data-testid="video-title-input" />
        <LanguagePicker label={t('video.language')} value={lang} onChange={setLang} />
        <TextInput label={t('video.hashtags')} description={t('video.hashtags_hint')} value={hashtags} onChange={(e) => setHashtags(e.currentTarget.value)} data-testid="video-hashtags" />
        <Stack gap={4}>
          <Text size="sm" fw={500}>{t('editor.complexity')}</Text>
          <SegmentedControl value={complexity} onChange={(c) => setComplexity(c as SelectionComplexity)} data={SELECTION_COMPLEXITIES.map((c) => ({ value: c, label: t(`complexity.${c}`) }))} />
        </Stack>
        <Switch label={t('public')} checked={isPublic} onChange={(e) => setPublic(e.currentTarget.checked)} data-testid="video-public" />
        <Stack gap="xs">
          <Text size="sm" fw={500}>{t('video.captions')}</Text>
          <Text size="xs" c="dimmed">{t('video.captions_hint')}</Text>
          {existing.data && existing.data.captions.length > 0 && (
            <Text size="xs">{t('video.captions_present', { langs: existing.data.captions.map((c) => c.lang_code).join(', ') })}</Text>
          )}
          {captions.map((c, i) => (
            <Group key={i} align="flex-end" wrap="nowrap">
              <LanguagePicker label={t('video.caption_language')} value={c.lang} onChange={(l) => setCaptions((list) => list.map((x, j) => (j === i ? { ...x, lang: l } : x)))} w={180} />
              <FileInput
                style={{ flex: 1 }}
                label={t('video.caption_file')}
                accept=".vtt,.srt,text/vtt,application/x-subrip"
                value={c.file}
                onChange={(f) => setCaptions((list) => list.map((x, j) => (j === i ? { ...x, file: f } : x)))}
                data-testid="caption-file"
                clearable
              />
            </Group>
          ))}
          <Group>
            <Button variant="subtle" size="xs" onClick={() => setCaptions((list) => [...list, { lang: profile.data?.native_lang ?? 'eng', file: null }])}>
              {t('video.add_language')}
            </Button>
          </Group>
          {!hasMainCaptions && <Text size="xs" c="orange">{t('video.errors.captions_required')}</Text>}
        </Stack>
        {error && <Alert color="red" data-testid="video-error">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(-1)}>{t('editor.cancel')}</Button>
          <Button onClick={() => void save()} loading={saving} disabled={!title.trim() || !hasMainCaptions || (!uuid && !upload)} data-testid="save-video">
            {t('editor.save')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
