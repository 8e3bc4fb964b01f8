// The new level and new achievement popups (community.md §2): shown the moment the server pushes
// `progress:level` / `progress:achievement` on the member's socket (after the write committed).
// Mounted for signed-in members by the app shell's lazy member extras; one popup at a time, in order.
// Not modal: a card in the bottom corner (above the mobile bar) that never blocks what the member
// is doing (a first follower's achievement must not cover the page she is using).
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Group, Paper, Portal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AchievementEvent, LevelEvent } from '@glossa/contract/progress';
import { ensureRealtime, onRealtime } from '../../../shared/realtime';
import { progressKeys } from '../api/progress';
import { AchievementIcon } from '../../../shared/progress/achievement-icons';

type Shown = { kind: 'level'; event: LevelEvent } | { kind: 'achievement'; event: AchievementEvent };

export default function ProgressPopups() {
  const { t } = useTranslation('progress');
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<Shown[]>([]);
  useEffect(() => {
    const push = (p: Shown) => {
      setQueue((q) => [...q, p]);
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
  if (!current) return null;
  // In a portal: the header that mounts this has a backdrop filter, which would make `fixed` relative to it.
  return (
    <Portal>
      <div
        role="status"
        aria-live="polite"
        data-testid="progress-popup"
        style={{
          position: 'fixed',
          left: 16,
          bottom: 88,
          zIndex: 350,
          width: 'min(360px, calc(100vw - 32px))',
        }}
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
