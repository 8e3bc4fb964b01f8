// The new level and new achievement popups (community.md §2): shown the moment the server pushes
// `progress:level` / `progress:achievement` on the member's socket (after the write committed).
// Mounted for signed-in members by the app shell's lazy member extras; one popup at a time, in order.
// Not modal: a card in the bottom corner (at the top under the header on mobile) that never blocks
// what the member is doing (a first follower's achievement must not cover the page she is using).
// Seen is enough: each popup hides by itself after a few seconds and when the member goes to
// another page, so it never covers a page's buttons for long nor follows her around.
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Group, Paper, Portal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { AchievementEvent, LevelEvent } from '@glossa/contract/progress';
import { ensureRealtime, onRealtime } from '../../../shared/realtime';
import { progressKeys } from '../api/progress';
import { AchievementIcon } from '../../../shared/progress/achievement-icons';
import classes from './ProgressPopups.module.css';

/** How long a popup stays if the member does nothing. */
export const PROGRESS_POPUP_MS = 8000;

type Shown = { kind: 'level'; event: LevelEvent } | { kind: 'achievement'; event: AchievementEvent };

function same(a: Shown, b: Shown): boolean {
  if (a.kind === 'level' || b.kind === 'level') return a.kind === b.kind && a.event.level === b.event.level;
  return a.event.type === b.event.type && a.event.level === b.event.level;
}

export default function ProgressPopups() {
  const { t } = useTranslation('progress');
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<Shown[]>([]);
  useEffect(() => {
    const push = (p: Shown) => {
      // The same announcement twice (a repeated push) shows once.
      setQueue((q) => (q.some((x) => same(x, p)) ? q : [...q, p]));
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    };
    const offLevel = onRealtime('progress:level', (event) => push({ kind: 'level', event }));
    const offAchievement = onRealtime('progress:achievement', (event) =>
      push({ kind: 'achievement', event }),
    );
    ensureRealtime().catch((err: unknown) => console.warn('[realtime] not loaded', err));
    return () => {
      offLevel();
      offAchievement();
    };
  }, [queryClient]);
  const current = queue[0];
  const close = () => setQueue((q) => q.slice(1));
  // Hides by itself a while after it shows (the next one in the queue then gets its own while).
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setQueue((q) => (q[0] === current ? q.slice(1) : q)), PROGRESS_POPUP_MS);
    return () => clearTimeout(timer);
  }, [current]);
  // Going to another page dismisses what was announced on the page before: it has been seen there,
  // and the notifications keep it.
  const { pathname, search } = useLocation();
  const page = pathname + search;
  const shownOn = useRef(page);
  useEffect(() => {
    if (shownOn.current === page) return;
    shownOn.current = page;
    setQueue([]);
  }, [page]);
  if (!current) return null;
  // In a portal: the header that mounts this has a backdrop filter, which would make `fixed` relative to it.
  return (
    <Portal>
      <div
        role="status"
        aria-live="polite"
        data-testid="progress-popup"
        className={classes.popup}
      >
        <Paper withBorder shadow="lg" radius="md" p="md">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon
              size={56}
              radius="xl"
              variant="light"
              color={current.kind === 'level' ? 'blue' : 'yellow'}
              aria-hidden
            >
              <Text fz={26} fw={800}>
                {current.kind === 'level' ? current.event.level : <AchievementIcon type={current.event.type} size={28} />}
              </Text>
            </ThemeIcon>
            <Stack gap={4} style={{ flex: 1 }}>
              <Title order={2} size="h4">
                {current.kind === 'level' ? t('new_level_title') : t('new_achievement_title')}
              </Title>
              <Text size="sm" data-testid="progress-popup-text">
                {current.kind === 'level'
                  ? t('new_level_text', { level: current.event.level, points: current.event.points })
                  : t('new_achievement_text', {
                      name: t(`achievements.${current.event.type}`),
                      level: current.event.level,
                    })}
              </Text>
              <Button size="xs" onClick={close} mt={4} style={{ alignSelf: 'flex-start' }}>
                {t('great')}
              </Button>
            </Stack>
          </Group>
        </Paper>
      </div>
    </Portal>
  );
}
