import { Notification } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAlerts, type AlertTone } from '../../shared/alerts/store';
import classes from './overlays.module.css';

const TONE: Record<AlertTone, { color: string; icon: typeof IconCheck }> = {
  success: { color: 'teal', icon: IconCheck },
  info: { color: 'brand', icon: IconInfoCircle },
  warning: { color: 'yellow', icon: IconAlertTriangle },
  error: { color: 'red', icon: IconX },
};

/** Renders the alert channel on screen and the current error banner (core.md §4 Alerts). */
export function AlertHost() {
  const { t } = useTranslation();
  const alert = useAlerts((s) => s.alert);
  const banner = useAlerts((s) => s.banner);
  const hideAlert = useAlerts((s) => s.hideAlert);
  const hideError = useAlerts((s) => s.hideError);

  return (
    <div className={classes.alertStack} aria-live="polite">
      {banner && (
        <Notification
          key={banner.id}
          role="alert"
          color="red"
          withBorder
          icon={<IconAlertTriangle size={18} />}
          onClose={hideError}
          closeButtonProps={{ 'aria-label': t('popup.close') }}
          data-channel={banner.channel}
          className={classes.alert}
        >
          {t(banner.messageKey, banner.values)}
        </Notification>
      )}
      {alert &&
        (() => {
          const tone = TONE[alert.tone ?? 'info'];
          const Icon = tone.icon;
          return (
            <Notification
              key={alert.id}
              role="status"
              color={tone.color}
              withBorder
              icon={<Icon size={18} />}
              onClose={() => hideAlert()}
              closeButtonProps={{ 'aria-label': t('popup.close') }}
              data-channel={alert.channel}
              className={classes.alert}
            >
              {t(alert.messageKey, alert.values)}
            </Notification>
          );
        })()}
    </div>
  );
}
