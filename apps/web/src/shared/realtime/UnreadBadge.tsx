import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BadgePlace } from './ChatNavBadge';
import classes from './UnreadBadge.module.css';
import { trackUnread, useUnreadChats } from './unread';

export default function UnreadBadge({ place }: { place: BadgePlace }) {
  const { t } = useTranslation();
  const { hasUnread, count } = useUnreadChats();
  useEffect(() => trackUnread(), []);
  if (!hasUnread) return null;
  return (
    <span
      className={classes.badge}
      data-place={place}
      data-testid="chat-unread-badge"
      role="status"
      aria-label={t('nav.unread_chats', { count: Math.max(count, 1) })}
    >
      {count > 99 ? '99+' : count > 0 ? count : ''}
    </span>
  );
}
