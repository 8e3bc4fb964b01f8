// Alerts as named channels (core.md §2, §4 Alerts): showing one clears the others, showing the one
// already on screen hides it and shows it again after 300 ms (so the user sees a new alert), and
// every alert hides itself after 5 s. Error banners are a separate slot: one at a time.
import { create } from 'zustand';
import { TIMINGS } from '@glossa/contract/constants';

export const ALERT_CHANNELS = [
  'system',
  'auth',
  'dictionary',
  'new_points',
  'addition',
  'favorite',
  'detail',
  'complain',
  'feed_complain',
  'error',
  'need_action',
  'learning',
  'block',
] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ERROR_BANNER_CHANNELS = ['system', 'auth', 'server', 'dictionary', 'addition', 'chat'] as const;
export type ErrorBannerChannel = (typeof ERROR_BANNER_CHANNELS)[number];

export type AlertTone = 'success' | 'info' | 'warning' | 'error';

export interface AlertContent {
  /** i18n key (namespace-qualified when not in `common`, e.g. 'dictionary:notice_material_sent_for_review'). */
  messageKey: string;
  values?: Record<string, string | number>;
  tone?: AlertTone;
}

export interface ShownAlert extends AlertContent {
  channel: AlertChannel;
  id: number;
}

export interface ShownBanner extends AlertContent {
  channel: ErrorBannerChannel;
  id: number;
}

interface AlertsState {
  alert: ShownAlert | null;
  banner: ShownBanner | null;
  showAlert(channel: AlertChannel, content: AlertContent): void;
  hideAlert(channel?: AlertChannel): void;
  showError(channel: ErrorBannerChannel, content: AlertContent): void;
  hideError(): void;
}

let nextId = 1;
let alertHideTimer: ReturnType<typeof setTimeout> | undefined;
let alertReshowTimer: ReturnType<typeof setTimeout> | undefined;
let bannerHideTimer: ReturnType<typeof setTimeout> | undefined;

function clearAlertTimers() {
  clearTimeout(alertHideTimer);
  clearTimeout(alertReshowTimer);
  alertHideTimer = undefined;
  alertReshowTimer = undefined;
}

export const useAlerts = create<AlertsState>()((set, get) => {
  const display = (channel: AlertChannel, content: AlertContent) => {
    set({ alert: { tone: 'info', ...content, channel, id: nextId++ } });
    alertHideTimer = setTimeout(() => set({ alert: null }), TIMINGS.alertAutoHideMs);
  };

  return {
    alert: null,
    banner: null,

    showAlert(channel, content) {
      const wasShown = get().alert?.channel === channel;
      clearAlertTimers();
      if (wasShown) {
        set({ alert: null });
        alertReshowTimer = setTimeout(() => display(channel, content), TIMINGS.alertReshowDelayMs);
      } else {
        display(channel, content);
      }
    },

    hideAlert(channel) {
      if (channel && get().alert?.channel !== channel) return;
      clearAlertTimers();
      set({ alert: null });
    },

    showError(channel, content) {
      const current = get().banner;
      clearTimeout(bannerHideTimer);
      // The same error again (several calls failing together) keeps its banner and restarts its timer.
      const same = current && current.channel === channel && current.messageKey === content.messageKey;
      if (!same) set({ banner: { tone: 'error', ...content, channel, id: nextId++ } });
      bannerHideTimer = setTimeout(() => set({ banner: null }), TIMINGS.alertAutoHideMs);
    },

    hideError() {
      clearTimeout(bannerHideTimer);
      set({ banner: null });
    },
  };
});

/** Outside React (API wiring, stores): `alerts.showAlert('favorite', {...})`. */
export const alerts = {
  showAlert: (channel: AlertChannel, content: AlertContent) =>
    useAlerts.getState().showAlert(channel, content),
  hideAlert: (channel?: AlertChannel) => useAlerts.getState().hideAlert(channel),
  showError: (channel: ErrorBannerChannel, content: AlertContent) =>
    useAlerts.getState().showError(channel, content),
  hideError: () => useAlerts.getState().hideError(),
};
