// The bell in the header (signed-in members): the unread count (community.md §9: the badge leaves
// out push_for_chat, we_miss_you, new_tasks ...), kept live in every tab; on desktop it opens the
// notifications side panel (420 px, 320 narrow) with the settings inside, on mobile the page. It
// also hosts the push toasts and the news popup, so the shell pays for none of them.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Notification.css';
import { ActionIcon, Anchor, Drawer, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLayout } from '../../../shared/ui/breakpoints';
import { trackNotifications, useNotificationsLive } from '../state/live';
import { NewsPopup } from './NewsPopup';
import { NotificationSettings } from './NotificationSettings';
import { NotificationsPanel } from './NotificationsPanel';
import { PushToasts } from './PushToasts';
import classes from './Notifications.module.css';

export default function Bell() {
  const { t } = useTranslation('notifications');
  const to = useLocalePath();
  const layout = useLayout();
  const queryClient = useQueryClient();
  const count = useNotificationsLive((s) => s.count);
  const connected = useNotificationsLive((s) => s.connected);
  const [view, setView] = useState<'closed' | 'list' | 'settings'>('closed');
  useEffect(() => trackNotifications(queryClient), [queryClient]);

  const label = count > 0 ? t('bell_label_count', { count }) : t('bell_label');
  const badge = count > 0 && (
    <span className={classes.bellBadge} data-testid="notifications-badge" aria-hidden>
      {count > 99 ? '99+' : count}
    </span>
  );

  return (
    <>
      {layout === 'mobile' ? (
        <ActionIcon component={Link} to={to('/notifications')} variant="subtle" color="gray" size="lg" aria-label={label} pos="relative" data-testid="notifications-bell" data-live={connected || undefined}>
          <IconBell size={20} stroke={1.7} />
          {badge}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} pos="relative" onClick={() => setView('list')} data-testid="notifications-bell" data-live={connected || undefined}>
          <IconBell size={20} stroke={1.7} />
          {badge}
        </ActionIcon>
      )}
      {layout !== 'mobile' && (
        <Drawer
          opened={view !== 'closed'}
          onClose={() => setView('closed')}
          position="right"
          size={layout === 'narrow' ? 320 : 420}
          title={
            view === 'settings' ? (
              <Group gap="xs">
                <Anchor component="button" size="sm" onClick={() => setView('list')}>
                  {t('back')}
                </Anchor>
                <span>{t('settings_title')}</span>
              </Group>
            ) : (
              t('title')
            )
          }
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          {view === 'settings' ? (
            <NotificationSettings />
          ) : (
            <NotificationsPanel onNavigate={() => setView('closed')} onSettings={() => setView('settings')} />
          )}
        </Drawer>
      )}
      {layout !== 'mobile' && <PushToasts />}
      <NewsPopup />
    </>
  );
}
