// The dispute-parent-material popup (core.md §8: ENTITY_HAS_UNVERIFIED_PARENTS opens it with the
// payload; community.md §4: "a dispute cannot be made until the parent content is approved"): what
// the parent is, its review status and, for moderators, the task that decides it.
import { Button, Stack, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { UnverifiedParentPayload } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Popup } from '../ui/Popup';
import { CONTRIBUTIONS_NS } from './errors';

export function DisputeParentPopup({
  payload,
  onClose,
}: {
  /** null: closed. An answer without payload still explains itself. */
  payload: UnverifiedParentPayload | 'unknown' | null;
  onClose(): void;
}) {
  const { t } = useTranslation(CONTRIBUTIONS_NS);
  const parent = payload && payload !== 'unknown' ? payload : null;
  return (
    <Popup opened={payload !== null} onClose={onClose} title={t('dispute.title')}>
      <Stack gap="md" data-testid="dispute-parent-popup">
        <Text size="sm">{t('dispute.text')}</Text>
        {parent && (
          <div
            style={{
              display: 'flex',
              gap: 12,
              alignItems: 'flex-start',
              padding: '12px 14px',
              borderRadius: 'var(--mantine-radius-md)',
              background: 'var(--mantine-color-default-hover)',
            }}
          >
            <IconHourglassHigh size={20} style={{ flex: 'none', marginTop: 2, color: 'var(--mantine-color-yellow-7)' }} />
            <div style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: '0.05em' }}>
                {t(`entity_types.${parent.entity_type_slug}`, { defaultValue: parent.entity_type_slug })}
              </Text>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="dispute-parent-summary">
                {parent.summary}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`review_status.${parent.review_status}`)}
                {parent.moderation_task_id !== null && ` · ${t('dispute.task', { id: parent.moderation_task_id })}`}
              </Text>
            </div>
          </div>
        )}
        <Button onClick={onClose} radius="xl" style={{ alignSelf: 'flex-end' }}>
          {t('dispute.ok')}
        </Button>
      </Stack>
    </Popup>
  );
}
