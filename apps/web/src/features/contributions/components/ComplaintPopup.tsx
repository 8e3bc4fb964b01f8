// The complaint popup (core.md §7 Complaints, §8): what is complained about, templates from
// GET /complain/comment-templates, a comment, send. VERIFICATION_IS_EXIST 'You have already
// complained about this content'; COMPLAIN_BEING_PROCESSED is the system error complaint_already_sent;
// ADMINS_CAN_NOT_BE_COMPLAINED admins_cannot_be_complained_error; content under review opens the
// dispute-parent popup; anything else server_error_title.
import '@mantine/core/styles/Skeleton.css';
import { useState } from 'react';
import { Button, Group, Skeleton, Text, Textarea } from '@mantine/core';
import type { UnverifiedParentPayload } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { alerts } from '../../../shared/alerts/store';
import { DisputeParentPopup } from '../../../shared/contributions/DisputeParentPopup';
import { contributionErrorOutcome } from '../../../shared/contributions/errors';
import type { ComplaintButtonProps } from '../../../shared/slots/slots';
import { Popup } from '../../../shared/ui/Popup';
import { complain } from '../api/complain';
import { useCommentTemplates } from '../api/get-comment-templates';
import { complaintPopup, useComplaintPopup } from '../lib/complaint-popup';
import { CONTRIBUTION_TEXT_LIMITS } from '../lib/text-limits';
import { InlineError } from './InlineError';
import pickers from './Pickers.module.css';

export default function ComplaintPopup({
  target,
  targetType,
  summary,
  onClose,
  asPage = false,
}: Omit<ComplaintButtonProps, 'variant'> & { onClose(): void; asPage?: boolean }) {
  const { t } = useTranslation('contributions');
  const templates = useCommentTemplates(true);
  const comment = useComplaintPopup((s) => s.comment);
  const setComment = complaintPopup.setComment;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dispute, setDispute] = useState<UnverifiedParentPayload | 'unknown' | null>(null);
  const [opened, setOpened] = useState(true);

  const send = async () => {
    if (!comment.trim()) {
      setError(t('complaint.comment_required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await complain(target, targetType, comment);
      alerts.showAlert('complain', { messageKey: 'contributions:complaint.sent', tone: 'success' });
      onClose();
    } catch (err) {
      setBusy(false);
      if (isApiError(err) && err.code === 'COMPLAIN_BEING_PROCESSED') {
        alerts.showError('system', { messageKey: 'contributions:errors.complaint_already_sent' });
        onClose();
        return;
      }
      const outcome = contributionErrorOutcome(err);
      if (outcome.type === 'dispute') {
        setOpened(false);
        setDispute(outcome.payload ?? 'unknown');
      } else if (outcome.type === 'message') {
        setError(t(outcome.key, { ns: ['contributions', 'common'] }));
      }
    }
  };

  if (dispute) return <DisputeParentPopup payload={dispute} onClose={onClose} />;

  const body = (
      <div data-testid="complaint-popup">
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: '0.05em' }}>
          {t(`entity_types.${targetType}`)}
        </Text>
        <Text fw={600} mb="md" style={{ overflowWrap: 'anywhere' }} data-testid="complaint-target">
          {summary}
        </Text>
        <Text size="sm" fw={600} mb={6}>
          {t('complaint.templates')}
        </Text>
        {templates.isPending ? (
          <Skeleton h={28} radius="xl" />
        ) : (
          <div className={pickers.pills} data-testid="complaint-templates">
            {(templates.data ?? []).map((template) => (
              <button
                key={template.id}
                type="button"
                className={pickers.pill}
                aria-pressed={comment === template.value}
                onClick={() => {
                  setComment(template.value);
                  setError(null);
                }}
              >
                {template.value}
              </button>
            ))}
          </div>
        )}
        <Textarea
          mt="md"
          label={t('complaint.comment')}
          placeholder={t('complaint.comment_placeholder')}
          autosize
          minRows={3}
          maxRows={6}
          maxLength={CONTRIBUTION_TEXT_LIMITS.complaint}
          value={comment}
          onChange={(e) => {
            setComment(e.currentTarget.value);
            setError(null);
          }}
          data-testid="complaint-comment"
        />
        <InlineError message={error} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" radius="xl" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button radius="xl" color="red" loading={busy} onClick={() => void send()} data-testid="complaint-send">
            {t('complaint.send')}
          </Button>
        </Group>
      </div>
  );
  // The mobile `complain` route (community.md §2) shows the same content as a page.
  if (asPage) return body;
  return (
    <Popup opened={opened} onClose={onClose} title={t('complaint.title')}>
      {body}
    </Popup>
  );
}
