// profile/{nickname}/edit_avatar: pick an image, crop it (react-easy-crop, loaded only here), upload
// (POST /user/avatar: the server sniffs, caps and re-encodes into avatar, medium_avatar and
// mini_avatar), or remove the current one (DELETE /user/avatar). The header shows it at once.
import '@mantine/core/styles/Avatar.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Avatar, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { USER_QUERY_KEY } from '../../../shared/api/query-keys';
import { useProfile, type Profile } from '../../../shared/session/profile';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { deleteAvatar, uploadAvatar, type AvatarUrls } from '../api/account';
import { Section } from '../components/Section';
import { usePageTitle } from '../../../shared/ui/use-page-title';

const AvatarCropper = lazy(() => import('../components/AvatarCropper'));

/** Images a browser can show and the server accepts; anything else is refused before cropping. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
/** A source image larger than this is not worth decoding in the browser. */
const SOURCE_MAX_BYTES = 25 * 1024 * 1024;

export default function EditAvatarPage() {
  usePageTitle('profile', 'nav.edit_avatar');
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  const input = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);

  if (!profile) return <PageLoader />;

  const apply = (urls: AvatarUrls) => {
    queryClient.setQueryData<Profile>(USER_QUERY_KEY, (old) => (old ? { ...old, ...urls } : old));
    void queryClient.invalidateQueries({ queryKey: ['profile', 'public'] });
  };

  const explain = (err: unknown) => {
    const code = isApiError(err) ? err.code : null;
    setError(
      code === 'PAYLOAD_TOO_LARGE'
        ? t('avatar.too_large')
        : code === 'UNSUPPORTED_MEDIA_TYPE'
          ? t('avatar.unsupported')
          : code === 'TOO_MANY_REQUESTS'
            ? t('avatar.rate_limited')
            : t('avatar.failed'),
    );
  };

  const pick = (file: File | undefined) => {
    setError(null);
    setSaved(false);
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) return setError(t('avatar.unsupported'));
    if (file.size > SOURCE_MAX_BYTES) return setError(t('avatar.too_large'));
    setSrc(URL.createObjectURL(file));
  };

  const save = async (image: Blob) => {
    setBusy(true);
    setError(null);
    try {
      apply(await uploadAvatar(image));
      setSrc(null);
      setSaved(true);
    } catch (err) {
      explain(err);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      apply(await deleteAvatar());
      setSaved(false);
    } catch (err) {
      explain(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={t('avatar.title')} description={t('avatar.hint')} testId="edit-avatar-page">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="avatar-file"
        onChange={(e) => {
          pick(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      {src ? (
        <Suspense fallback={<Loader size="sm" />}>
          <AvatarCropper src={src} saving={busy} onCancel={() => setSrc(null)} onSave={(b) => void save(b)} />
        </Suspense>
      ) : (
        <Stack gap="lg" align="flex-start">
          <Avatar src={profile.avatar ?? undefined} alt="" size={160} radius={999} color="brand" variant="filled" fz={48} data-testid="avatar-current">
            {(profile.nickname ?? '?').slice(0, 2).toUpperCase()}
          </Avatar>
          <Group gap="sm">
            <Button leftSection={<IconPhotoUp size={16} />} onClick={() => input.current?.click()} disabled={busy} data-testid="avatar-choose">
              {profile.avatar ? t('avatar.change') : t('avatar.choose')}
            </Button>
            {profile.avatar && (
              <Button variant="default" color="red" leftSection={<IconTrash size={16} />} loading={busy} onClick={() => void remove()} data-testid="avatar-remove">
                {t('avatar.remove')}
              </Button>
            )}
          </Group>
          {saved && (
            <Text size="sm" c="teal.8" role="status" data-testid="avatar-saved">
              {t('avatar.saved')}
            </Text>
          )}
        </Stack>
      )}
      {error && (
        <Text size="sm" c="red.7" mt="md" role="alert" data-testid="avatar-error">
          {error}
        </Text>
      )}
    </Section>
  );
}
