// "Words of this video": the caption words with their translation into the member's native
// language, the ones new to them and rare first; one click makes a compilation of the new ones.
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Video, VideoWord } from '@glossa/contract';
import { api } from '../../../shared/api';
import { alerts } from '../../../shared/alerts/store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { trainingKeys } from '../api/keys';
import { createSelection } from '../api/selections';

const SHOWN = 15;

export function VideoWords({ video, langTo }: { video: Video; langTo: string }) {
  const { t } = useTranslation('training');
  const client = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalePath();
  const [busy, setBusy] = useState(false);
  const words = useQuery({
    queryKey: [...trainingKeys.video(video.uuid), 'words', langTo],
    queryFn: ({ signal }) => api.get<{ data: VideoWord[] }>(`/education/videos/${video.uuid}/words`, { signal, query: { lang_to: langTo } }).then((a) => a.data),
  });
  const fresh = (words.data ?? []).filter((w) => w.union_id !== null && !w.known);
  if (!words.data?.some((w) => w.union_id !== null)) return null;
  return (
    <Stack gap="xs" component="section" data-testid="video-words">
      <Group justify="space-between">
        <Title order={2} fz="lg">{t('video.words_title')}</Title>
        {fresh.length > 0 && (
          <Button
            size="xs"
            loading={busy}
            data-testid="video-words-compilation"
            onClick={async () => {
              setBusy(true);
              try {
                const s = await createSelection({ name: video.title.slice(0, 100), lang_from: video.lang_code, lang_to: langTo, union_ids: fresh.map((w) => w.union_id!) });
                alerts.showAlert('learning', { messageKey: 'training:alerts.compilation_saved', tone: 'success' });
                await client.invalidateQueries({ queryKey: trainingKeys.all });
                void navigate(to(`/training/selection?uuid=${s.uuid}`));
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('video.words_make', { count: fresh.length })}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Group gap="xs">
          {words.data.filter((w) => w.translation).slice(0, SHOWN).map((w) => (
            <Badge key={w.word} variant={w.known ? 'outline' : 'light'} color={w.known ? 'gray' : 'blue'} tt="none" size="lg" title={w.known ? t('video.words_known') : undefined}>
              {w.word} — {w.translation}
            </Badge>
          ))}
        </Group>
      </Paper>
    </Stack>
  );
}
