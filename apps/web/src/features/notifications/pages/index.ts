// One chunk entry for the three pages, so the shell's route table holds a single dynamic import
// (and one dependency list) for them.
export { default as NotificationsPage } from './NotificationsPage';
export { default as NotificationSettingsPage } from './NotificationSettingsPage';
export { default as NewsPage } from './NewsPage';
export { default as UnsubscribePage } from './UnsubscribePage';
