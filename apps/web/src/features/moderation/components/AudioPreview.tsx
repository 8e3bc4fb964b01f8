// A recording under review is served only to its author and moderators (Bearer header), so the
// player fetches it into a blob first.
import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sessionRefresher } from '../../../shared/session/session';

export function AudioPreview({ fileName }: { fileName: string }) {
  const { t } = useTranslation('moderation');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const load = async () => {
    try {
      const token = await sessionRefresher.accessToken();
      const response = await fetch(`/api/audios/${encodeURIComponent(fileName)}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      });
      if (!response.ok) throw new Error(String(response.status));
      setUrl(URL.createObjectURL(await response.blob()));
    } catch {
      setFailed(true);
    }
  };

  if (url) return <audio src={url} controls autoPlay style={{ width: '100%', maxWidth: 360 }} data-testid="task-audio" />;
  return (
    <Button variant="light" size="compact-sm" radius="xl" leftSection={<IconPlayerPlay size={14} />} onClick={() => void load()} color={failed ? 'red' : undefined}>
      {failed ? t('task.audio_failed') : t('task.listen')}
    </Button>
  );
}
