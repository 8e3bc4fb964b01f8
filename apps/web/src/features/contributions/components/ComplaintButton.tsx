// The complaint entry (slot 'complaint-button'): a small flag button; the complaint popup opens
// 300 ms after the click (core.md §9 "Complaint popup delay"). Guests are sent to sign in first
// (core.md §6: registration is required to complain). The popup loads on demand.
import { Suspense, lazy, useEffect, useRef } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { TIMINGS } from '@glossa/contract/constants';
import { useTranslation } from 'react-i18next';
import { useRequireAuthAction } from '../../../shared/session/RequireAuth';
import type { ComplaintButtonProps } from '../../../shared/slots/slots';
import { complaintPopup, useOwnsComplaintPopup } from '../lib/complaint-popup';

const loadPopup = () => import('./ComplaintPopup');
const ComplaintPopup = lazy(loadPopup);

export default function ComplaintButton({ target, targetType, summary, variant = 'icon' }: ComplaintButtonProps) {
  const { t } = useTranslation('contributions');
  const requireAuth = useRequireAuthAction();
  const opened = useOwnsComplaintPopup({ target, targetType });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const open = requireAuth(() => {
    void loadPopup();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => complaintPopup.open({ target, targetType }), TIMINGS.complaintPopupDelayMs);
  });

  const label = t('complaint.button');
  return (
    <>
      {variant === 'text' ? (
        <Button variant="subtle" color="gray" size="compact-sm" radius="xl" leftSection={<IconFlag size={14} />} onClick={open} data-testid="complaint-button">
          {label}
        </Button>
      ) : (
        <ActionIcon variant="subtle" color="gray" radius="xl" onClick={open} aria-label={label} title={label} data-testid="complaint-button">
          <IconFlag size={16} />
        </ActionIcon>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ComplaintPopup target={target} targetType={targetType} summary={summary} onClose={complaintPopup.close} />
        </Suspense>
      )}
    </>
  );
}
