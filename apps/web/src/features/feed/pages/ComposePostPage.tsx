// feed/create_post and feed/edit_post?uuid= (community.md §2): text, language, related language,
// up to 10 images. A new post with images is created as a draft, its images uploaded, then
// published, so the feed never shows it half-made.
import { Button, CloseButton, FileButton, Group, Image, SimpleGrid, Textarea } from '@mantine/core';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { FeedImage, Post } from '@glossa/contract';
import { FEED_LIMITS } from '@glossa/contract/feed/constants';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { feedKeys } from '../api/keys';
import {
  createPublication,
  deleteImage,
  publicationQueryOptions,
  setPublicationStatus,
  updatePublication,
  uploadImage,
} from '../api/publications';
import { ComposeFrame, LanguageFields, useSubmit } from '../components/ComposeFrame';
import { useDefaultLanguage } from '../hooks/use-default-language';

export default function ComposePostPage() {
  const { t } = useTranslation('feed');
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editUuid = useSearchParams()[0].get('uuid');
  const existing = useQuery({ ...publicationQueryOptions('post', editUuid ?? ''), enabled: !!editUuid });
  const defaultLang = useDefaultLanguage();
  const [text, setText] = useState('');
  const [lang, setLang] = useState('');
  const [related, setRelated] = useState('');
  const [kept, setKept] = useState<FeedImage[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const { busy, error, run } = useSubmit();
  useDocumentTitle(`${t(editUuid ? 'compose.edit_post' : 'compose.new_post')} · Glossa`);

  useEffect(() => {
    const post = existing.data as Post | undefined;
    if (post) {
      setText(post.text);
      setLang(post.lang_code);
      setRelated(post.related_lang_code ?? '');
      setKept(post.additional.images);
    }
  }, [existing.data]);

  const previews = files.map((f) => URL.createObjectURL(f));
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [files]); // eslint-disable-line react-hooks/exhaustive-deps
  const room = FEED_LIMITS.postImagesMax - kept.length - files.length;

  async function submit() {
    const body = { text, lang_code: lang || defaultLang, related_lang_code: related || null };
    await run(async () => {
      let uuid = editUuid;
      if (uuid) {
        await updatePublication('post', uuid, body);
        const before = (existing.data as Post).additional.images;
        for (const gone of before.filter((b) => !kept.some((k) => k.uuid === b.uuid)))
          await deleteImage('post', uuid, gone.uuid);
      } else {
        uuid = (await createPublication('post', { ...body, status: files.length ? 'draft' : 'published' }))
          .uuid;
      }
      for (const file of files) await uploadImage('post', uuid, file);
      if (!editUuid && files.length) await setPublicationStatus('post', uuid, 'published');
      await queryClient.invalidateQueries({ queryKey: feedKeys.all });
      void navigate(to(`/post/${uuid}`));
    });
  }

  return (
    <ComposeFrame
      title={t(editUuid ? 'compose.edit_post' : 'compose.new_post')}
      editing={!!editUuid}
      error={error}
      busy={busy}
      canSubmit={!!text.trim()}
      onSubmit={() => void submit()}
    >
      <Textarea
        label={t('compose.text')}
        placeholder={t('compose.text_placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={5}
        maxLength={FEED_LIMITS.postTextMax}
        description={`${text.length} / ${FEED_LIMITS.postTextMax}`}
        data-testid="post-text-input"
      />
      <LanguageFields lang={lang || defaultLang} related={related} onLang={setLang} onRelated={setRelated} />
      <div>
        <Group justify="space-between" mb="xs">
          <FileButton
            onChange={(picked) =>
              setFiles((f) => [...f, ...picked].slice(0, FEED_LIMITS.postImagesMax - kept.length))
            }
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                radius="xl"
                leftSection={<IconPhotoPlus size={18} />}
                disabled={room <= 0}
                data-testid="add-images"
              >
                {t('compose.add_images')}
              </Button>
            )}
          </FileButton>
          <span>{t('compose.images_left', { count: room })}</span>
        </Group>
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6}>
          {kept.map((image) => (
            <div key={image.uuid} style={{ position: 'relative' }}>
              <Image src={image.preview_url} h={96} radius="md" fit="cover" alt="" />
              <CloseButton
                size="sm"
                style={{ position: 'absolute', top: 4, right: 4 }}
                aria-label={t('compose.remove_image')}
                onClick={() => setKept((k) => k.filter((x) => x.uuid !== image.uuid))}
              />
            </div>
          ))}
          {previews.map((url, i) => (
            <div key={url} style={{ position: 'relative' }}>
              <Image src={url} h={96} radius="md" fit="cover" alt="" data-testid="image-preview" />
              <CloseButton
                size="sm"
                style={{ position: 'absolute', top: 4, right: 4 }}
                aria-label={t('compose.remove_image')}
                onClick={() => setFiles((f) => f.filter((_, j) => j !== i))}
              />
            </div>
          ))}
        </SimpleGrid>
      </div>
    </ComposeFrame>
  );
}
