// Completing a profile after sign-in: the nickname (social accounts) and the native language.
import type { Profile, UserLanguage } from '@glossa/contract';
import { api } from '../../../shared/api';

const quiet = { silent: true, replayWhenOnline: false } as const;

export const setNickname = (nickname: string) =>
  api.patch<{ data: Profile }>('/user/profile/nickname', { nickname }, quiet).then((a) => a.data);

export const addNativeLanguage = (langCode: string) =>
  api
    .post<{ data: UserLanguage[] }>(
      '/user/languages',
      { languages: [{ lang_code: langCode, level: 'NATIVE' }] },
      quiet,
    )
    .then((a) => a.data);
