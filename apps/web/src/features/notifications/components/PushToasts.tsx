// Real-time push messages (community.md §4): at most 3 at once, never at 980 px or less (live.ts
// does not queue them there). Each hides after a few seconds; a click opens its link.
import { Notification as Toast } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NOTIFICATION_LIMITS } from '@glossa/contract/notification-types';
import type { Notification } from '@glossa/contract';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { markRead } from '../api/notifications';
import { notificationLink, notificationText } from '../lib/text';
import { dismissToast, useNotificationsLive } from '../state/live';
import classes from './Notifications.module.css';

function PushToast({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const to = useLocalePath();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(notification.uuid), NOTIFICATION_LIMITS.toastMs);
    return () => clearTimeout(timer);
  }, [notification.uuid]);
  return (
    <Toast
      className={classes.toast}
      title={t('toast_title')}
      onClose={() => dismissToast(notification.uuid)}
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="notification-toast"
      style={{ cursor: 'pointer' }}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('button')) return;
        dismissToast(notification.uuid);
        markRead([notification.uuid]).catch(() => undefined);
        void navigate(to(notificationLink(notification)));
      }}
    >
      {notificationText(t, notification)}
    </Toast>
  );
}

export function PushToasts() {
  const toasts = useNotificationsLive((s) => s.toasts);
  if (!toasts.length) return null;
  return (
    <div className={classes.toasts} role="status" aria-live="polite">
      {toasts.map((n) => (
        <PushToast key={n.uuid} notification={n} />
      ))}
    </div>
  );
}
