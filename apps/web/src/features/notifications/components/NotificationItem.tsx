import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '@glossa/contract';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { markRead } from '../api/notifications';
import { notificationLink, notificationReason, notificationText, timeAgo } from '../lib/text';
import classes from './Notifications.module.css';

/** One notification: its text and age; opening it marks it read and follows its link. */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen?: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const to = useLocalePath();
  const navigate = useNavigate();
  const unread = notification.read_at === null;
  const reason = notificationReason(t, notification, i18n.language);

  const open = () => {
    if (unread) markRead([notification.uuid]).catch(() => undefined);
    onOpen?.();
    void navigate(to(notificationLink(notification)));
  };

  return (
    <UnstyledButton className={classes.item} data-unread={unread || undefined} onClick={open} data-testid="notification-item">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <span className={classes.dot} aria-hidden data-on={unread || undefined} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={unread ? 600 : 400}>
            {notificationText(t, notification)}
          </Text>
          {reason && (
            <Text size="xs" data-testid="notification-reason" style={{ overflowWrap: 'anywhere' }}>
              {reason}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {unread && <span className={classes.srOnly}>{t('unread')} </span>}
            {timeAgo(notification.created_at, i18n.language)}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
