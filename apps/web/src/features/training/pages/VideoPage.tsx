// A video (community.md §2 training/video?uuid=): the player with captions that follow playback
// (fetched 40 at a time around the current time), every caption word opening the dictionary
// tooltip, "pause after each caption", a second caption line in another language, the transcript
// (a click seeks), select for learning, like; the author edits or deletes. Watching resumes where
// the member stopped; progress and watching time are saved while playing.
import { Badge, Container, Grid, Group, NativeSelect, Paper, ScrollArea, Stack, Switch, Text, Title, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguageNameOf } from '../../../shared/reference/language-name';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { PAGE_WIDTH } from '../../../shared/ui/breakpoints';
import { trainingKeys } from '../api/keys';
import { saveProgress, videoQueryOptions } from '../api/videos';
import { CaptionLine } from '../components/CaptionLine';
import { CommentsPanel } from '../components/CommentsPanel';
import { EditAndDeleteButtons } from '../components/EditAndDeleteButtons';
import { MaterialBadges } from '../components/MaterialBadges';
import { StudyAndLikeButtons } from '../components/StudyAndLikeButtons';
import { VideoWords } from '../components/VideoWords';
import { useProfile } from '../../../shared/session/profile';
import { useCaptions } from '../hooks/use-captions';
import { clock, segmentAt } from '../lib/caption-window';
import { BackButton } from '../components/BackButton';

const SAVE_EVERY_MS = 15_000;

export default function VideoPage() {
  const { t } = useTranslation('training');
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const query = useQuery({ ...videoQueryOptions(uuid), enabled: !!uuid });
  const v = query.data;
  const client = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const name = useLanguageNameOf();
  const native = useProfile().data?.native_lang ?? null;
  const player = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const [autoPause, setAutoPause] = useState(false);
  const [second, setSecond] = useState('');
  const watched = useRef({ since: 0, last: 0 });
  useDocumentTitle(`${v?.title ?? t('video.title')} · Glossa`);

  const main = useCaptions(uuid, v?.lang_code ?? null, time);
  const other = useCaptions(uuid, second || null, time);
  const refresh = () => client.invalidateQueries({ queryKey: trainingKeys.video(uuid) });

  // Progress: every 15 s while playing, on pause and when leaving the page (members only).
  const flush = () => {
    const el = player.current;
    if (!el || !loggedIn || !v) return;
    const w = watched.current;
    void saveProgress(v.uuid, el.currentTime * 1000, w.since);
    w.since = 0;
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => flushRef.current(), [uuid]);

  if (query.isError || (!uuid && !query.isPending)) {
    return (
      <Container size={PAGE_WIDTH} py={40}>
        <Title order={1}>{t('video.not_found')}</Title>
      </Container>
    );
  }
  if (!v) return null;

  const onTime = () => {
    const el = player.current!;
    const ms = el.currentTime * 1000;
    const w = watched.current;
    if (!el.paused && ms > w.last && ms - w.last < 2000) w.since += ms - w.last;
    w.last = ms;
    // Pause at the end of the caption that was playing (the learner reads and clicks words).
    if (autoPause && !el.paused) {
      const was = segmentAt(main.segments, time);
      if (was && ms >= was.segment_end_time - 120) {
        el.pause();
        el.currentTime = was.segment_end_time / 1000 - 0.05;
      }
    }
    setTime(ms);
    if (w.since >= SAVE_EVERY_MS) flush();
  };

  return (
    <Container size={PAGE_WIDTH} py={{ base: 'md', md: 40 }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Stack gap={6}>
              <BackButton />
              <MaterialBadges labels={v.labels} isPublic={v.is_public} complexity={v.complexity}>
                {v.hashtags.map((h) => (
                  <Badge key={h} variant="transparent" color="gray" tt="none">#{h}</Badge>
                ))}
              </MaterialBadges>
              <Title order={1} data-testid="video-title">{v.title}</Title>
              <Text c="dimmed">
                {name(v.lang_code)} · {v.author.nickname ?? t('comments.deleted_user')} · {clock(v.duration)}
              </Text>
            </Stack>
            {v.media_url ? (
              <video
                ref={player}
                src={v.media_url}
                poster={v.poster_url ?? undefined}
                controls
                playsInline
                preload="metadata"
                data-testid="video-player"
                style={{ width: '100%', borderRadius: 12, background: 'black', aspectRatio: '16 / 9' }}
                onLoadedMetadata={(e) => {
                  // Resume where the member stopped (unless at the very end).
                  if (v.progress > 0 && v.progress < v.duration - 1000) e.currentTarget.currentTime = v.progress / 1000;
                }}
                onTimeUpdate={onTime}
                onSeeked={onTime}
                onPause={flush}
              />
            ) : (
              <Paper withBorder p="lg" radius="md">
                <Text>{t('video.youtube_only')}</Text>
                <a href={`https://www.youtube.com/watch?v=${v.youtube_id}`} target="_blank" rel="noopener noreferrer">{t('video.open_youtube')}</a>
              </Paper>
            )}
            <Paper withBorder radius="md" p="md" mih={96} data-testid="captions">
              {main.current ? (
                <Stack gap={4}>
                  <CaptionLine segment={main.current} lang={v.lang_code} langT={native ?? undefined} onWord={() => player.current?.pause()} />
                  {other.current && <CaptionLine segment={other.current} lang={second} langT={native ?? undefined} size="md" onWord={() => player.current?.pause()} />}
                </Stack>
              ) : (
                <Text c="dimmed" ta="center">{t('video.no_caption_now')}</Text>
              )}
            </Paper>
            <Group gap="md">
              <Switch label={t('video.auto_pause')} checked={autoPause} onChange={(e) => setAutoPause(e.currentTarget.checked)} data-testid="auto-pause" />
              {v.captions.length > 1 && (
                <NativeSelect
                  aria-label={t('video.second_line')}
                  value={second}
                  onChange={(e) => setSecond(e.currentTarget.value)}
                  data={[{ value: '', label: t('video.second_line_none') }, ...v.captions.filter((c) => c.lang_code !== v.lang_code).map((c) => ({ value: c.lang_code, label: c.lang_code }))]}
                  size="xs"
                />
              )}
            </Group>
            <Group gap="xs">
              <StudyAndLikeButtons kind="videos" uuid={v.uuid} selected={v.selected_for_learning} liked={v.is_liked_by_current_user} likes={v.users_liked_video_count} onChange={refresh} />
              {v.can_edit && (
                <EditAndDeleteButtons kind="videos" uuid={v.uuid} name={v.title} />
              )}
            </Group>
            {native && native !== v.lang_code && <VideoWords video={v} langTo={native} />}
            <Stack gap={4}>
              <Title order={2} fz="lg">{t('video.transcript')}</Title>
              <ScrollArea.Autosize mah={260} type="auto">
                <Stack gap={2} data-testid="transcript">
                  {main.segments.map((s) => (
                    <UnstyledButton
                      key={s.segment_start_time}
                      onClick={() => {
                        if (player.current) player.current.currentTime = s.segment_start_time / 1000;
                      }}
                      p={4}
                      style={{ borderRadius: 6, background: s === main.current ? 'var(--mantine-color-blue-light)' : undefined }}
                    >
                      <Text size="sm">
                        <Text span c="dimmed" size="xs" mr={8}>{clock(s.segment_start_time)}</Text>
                        {s.segment_strings.join(' ')}
                      </Text>
                    </UnstyledButton>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CommentsPanel uuid={v.uuid} kind="videos" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
