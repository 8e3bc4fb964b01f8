// The entity complaint popup for feed content: a reason, sent to moderation. Already complained:
// complaint_already_sent; an admin's content: admins_cannot_be_complained_error (community.md §8).
import { Button, Group, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedComplaintTarget } from '@glossa/contract';
import { alerts } from '../../../shared/alerts/store';
import { isApiError } from '../../../shared/api';
import { Popup } from '../../../shared/ui/Popup';
import { complain } from '../api/social';

export function ComplaintPopup({
  target,
  onClose,
}: {
  target: { uuid: string; type: FeedComplaintTarget } | null;
  onClose(): void;
}) {
  const { t } = useTranslation('feed');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  async function send() {
    if (!target) return;
    setBusy(true);
    try {
      await complain({ target: target.uuid, target_type: target.type, comment });
      alerts.showAlert('feed_complain', { messageKey: 'feed:complaint.sent', tone: 'success' });
      setComment('');
      onClose();
    } catch (err) {
      const code = isApiError(err) ? err.code : '';
      const key =
        code === 'COMPLAIN_BEING_PROCESSED'
          ? 'feed:complaint.already_sent'
          : code === 'ADMINS_CAN_NOT_BE_COMPLAINED'
            ? 'feed:complaint.admins'
            : 'common:server_error_title';
      alerts.showAlert('feed_complain', { messageKey: key, tone: 'error' });
      onClose();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Popup opened={target !== null} onClose={onClose} title={t('complaint.title')}>
      <Textarea
        label={t('complaint.reason')}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={1000}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" radius="xl" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          radius="xl"
          loading={busy}
          disabled={!comment.trim()}
          onClick={() => void send()}
          data-testid="send-complaint"
        >
          {t('complaint.send')}
        </Button>
      </Group>
    </Popup>
  );
}
