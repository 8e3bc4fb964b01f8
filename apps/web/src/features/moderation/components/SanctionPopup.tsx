// The "user ban" popup (community.md §2): warn or block a member with a reason, a period (a block:
// days or for ever; a warning: until removed, or days) and an optional comment the member sees.
import { useEffect, useState } from 'react';
import { Button, Group, NativeSelect, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MODERATION_LIMITS } from '@glossa/contract/moderation-rules';
import { Popup } from '../../../shared/ui/Popup';
import { PERIODS, REASONS, defaultInput, endOf, parsePeriod, periodValue, type SanctionInput, type SanctionKind } from '../lib/sanction';

export function SanctionPopup({
  kind,
  who,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  kind: SanctionKind | null;
  /** The member's nickname. */
  who: string;
  busy: boolean;
  error: string | null;
  onClose(): void;
  onConfirm(input: SanctionInput): void;
}) {
  const { t, i18n } = useTranslation('moderation');
  const [input, setInput] = useState<SanctionInput>(defaultInput('block'));
  useEffect(() => {
    if (kind) setInput(defaultInput(kind));
  }, [kind]);
  const end = endOf(input.period);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  return (
    <Popup opened={kind !== null} onClose={onClose} title={kind ? t(`sanction.${kind}_title`, { who }) : null}>
      {kind && (
        <div data-testid="sanction-popup">
          <NativeSelect
            label={t('sanction.reason')}
            value={input.reason}
            onChange={(e) => setInput({ ...input, reason: e.currentTarget.value as SanctionInput['reason'] })}
            data={REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
            data-testid="sanction-reason"
          />
          <NativeSelect
            mt="sm"
            label={t('sanction.period')}
            value={periodValue(input.period)}
            onChange={(e) => setInput({ ...input, period: parsePeriod(e.currentTarget.value) })}
            data={PERIODS.map((p) => ({ value: periodValue(p), label: p === 'forever' ? t(`sanction.${kind}_forever`) : t('sanction.days', { count: p }) }))}
            description={end ? t('sanction.until', { date: date.format(end) }) : t(`sanction.${kind}_forever_hint`)}
            data-testid="sanction-period"
          />
          <Textarea
            mt="sm"
            label={t('decision.comment')}
            description={t('sanction.comment_hint')}
            autosize
            minRows={2}
            maxLength={MODERATION_LIMITS.sanctionCommentMax}
            value={input.comment}
            onChange={(e) => setInput({ ...input, comment: e.currentTarget.value })}
            data-testid="sanction-comment"
          />
          {kind === 'block' && (
            <Text size="sm" c="dimmed" mt="sm">
              {t('sanction.block_effect')}
            </Text>
          )}
          {error && (
            <Text c="var(--glossa-danger-text)" size="sm" mt="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" radius="xl" onClick={onClose}>
              {t('decision.cancel')}
            </Button>
            <Button radius="xl" color={kind === 'block' ? 'red' : 'orange'} loading={busy} onClick={() => onConfirm(input)} data-testid="sanction-confirm">
              {t(`sanction.${kind}_confirm`)}
            </Button>
          </Group>
        </div>
      )}
    </Popup>
  );
}
