// Administrators only: the member's Plus (source and end) with a manual grant of some days, or
// ending a manual grant. Plus paid through Stripe is only shown (the server answers ALREADY_PLUS).
import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { ADMIN_PLUS_MAX_DAYS } from '@glossa/contract/plus-constants';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../shared/alerts/store';
import { isApiError } from '../../../shared/api';
import { useMemberPlus, useMemberPlusCall } from '../api/member-plus';
import classes from './Moderation.module.css';

export function MemberPlus({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation('moderation');
  const plus = useMemberPlus(uuid, true);
  const call = useMemberPlusCall(uuid);
  const [text, setText] = useState('30');
  const days = /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : 0;
  const info = plus.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const failed = (err: unknown) => alerts.showError('server', { messageKey: isApiError(err) && err.code === 'ALREADY_PLUS' ? 'moderation:plus.already_paid' : 'common:server_error_title' });
  const manual = info?.active && info.source === 'MANUAL';

  return (
    <div className={classes.section} data-testid="member-plus">
      <h2 className={classes.sectionTitle}>{t('plus.title')}</h2>
      <Text size="sm" mb="sm" data-testid="member-plus-state">
        {info?.active
          ? t('plus.active', { source: t(`plus.source_${info.source}`), date: info.expires_at ? date.format(new Date(info.expires_at)) : '—' })
          : t('plus.none')}
      </Text>
      <Group gap="xs" align="flex-end">
        {/* A plain number field: Mantine's NumberInput would add its chunks to the shell's preload map. */}
        <TextInput
          label={t('plus.days')}
          type="number"
          inputMode="numeric"
          min={1}
          max={ADMIN_PLUS_MAX_DAYS}
          step={1}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={140}
          data-testid="member-plus-days"
        />
        <Button
          radius="xl"
          color="yellow"
          leftSection={<IconCrown size={16} />}
          loading={call.isPending}
          disabled={days < 1 || days > ADMIN_PLUS_MAX_DAYS}
          onClick={() =>
            call.mutate({ kind: 'grant', days }, { onSuccess: () => alerts.showAlert('system', { messageKey: 'moderation:plus.granted', tone: 'success' }), onError: failed })
          }
          data-testid="member-plus-grant"
        >
          {manual ? t('plus.extend') : t('plus.grant')}
        </Button>
        {manual && (
          <Button
            radius="xl"
            variant="default"
            loading={call.isPending}
            onClick={() => call.mutate({ kind: 'revoke' }, { onSuccess: () => alerts.showAlert('system', { messageKey: 'moderation:plus.revoked', tone: 'success' }), onError: failed })}
            data-testid="member-plus-revoke"
          >
            {t('plus.revoke')}
          </Button>
        )}
      </Group>
    </div>
  );
}
