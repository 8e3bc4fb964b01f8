// The moderation-mode notice (community.md §4 "Moderation notice: shown once (flag kept locally)
// after 0.5 s, hidden after 3.5 s"). The flag is a per-user setting, so signing out clears it.
import { readUserSetting, writeUserSetting } from '../../../shared/session/user-data';

export const NOTICE_DELAY_MS = 500;
export const NOTICE_HIDE_MS = 3500;
const FLAG = 'moderation-notice-shown';

export const noticeShown = (): boolean => readUserSetting<boolean>(FLAG) === true;
export const markNoticeShown = (): void => writeUserSetting(FLAG, true);
