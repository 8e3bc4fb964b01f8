// Every SQL query of notifications, settings and news (sql/*.ts).
import { digestQueries } from './sql/digest';
import { newsQueries } from './sql/news';
import { notificationQueries } from './sql/notifications';
import { reminderQueries } from './sql/reminders';
import { settingQueries } from './sql/settings';

export type { NewNotificationRow, NotificationRow } from './sql/notifications';
export type { SettingRow } from './sql/settings';
export type { NewsRow } from './sql/news';
export type { DigestRecipient } from './sql/digest';

export const notificationsRepository = { ...notificationQueries, ...settingQueries, ...digestQueries, ...reminderQueries, news: newsQueries };
