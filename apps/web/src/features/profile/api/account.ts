// The profile area's calls (community.md §7 "User"): profile fields, languages, password, deletion.
import type {
  Country,
  City,
  LanguageLevelName,
  Profile,
  ProfileUpdate,
  PublicProfile,
  UserLanguage,
} from '@glossa/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';

type Ok = { data: { success: true } };
const quiet = { silent: true, replayWhenOnline: false } as const;

export const updateProfile = (body: ProfileUpdate) =>
  api.post<{ data: Profile }>('/user/profile', body, quiet).then((a) => a.data);

export const updatePassword = (oldPassword: string, newPassword: string) =>
  api.post<Ok>('/user/password/update', { old_password: oldPassword, new_password: newPassword }, quiet);

export const deleteAccount = (email: string) => api.post<Ok>('/user/delete', { email }, quiet);

export const requestPasswordLink = (email: string) =>
  api.post<Ok>('/user/password-reset/reset', { email }, quiet);

export const resendVerification = () => api.post<Ok>('/user/email-verification/resend', undefined, quiet);

export interface LanguageEntry {
  lang_code: string;
  level: LanguageLevelName;
}

/** Adds languages or changes their level (one call, so a new NATIVE and the old one change together). */
export const saveLanguages = (languages: LanguageEntry[]) =>
  api.post<{ data: UserLanguage[] }>('/user/languages', { languages }, quiet).then((a) => a.data);

export const removeLanguage = (langCode: string) =>
  api
    .delete<{ data: UserLanguage[] }>('/user/languages', undefined, {
      ...quiet,
      query: { lang_code: langCode },
    })
    .then((a) => a.data);

export function usePublicProfile(nickname: string, enabled: boolean) {
  return useQuery({
    queryKey: ['profile', 'public', nickname.toLowerCase()],
    queryFn: ({ signal }) =>
      api
        .get<{ data: PublicProfile }>(`/user/${encodeURIComponent(nickname)}/profile`, {
          signal,
          silent: true,
        })
        .then((a) => a.data),
    enabled,
  });
}

/** Countries (English names from the server; shown in the interface language where the browser knows them). */
export function useCountries() {
  return useQuery({
    queryKey: ['places', 'countries'],
    queryFn: ({ signal }) =>
      api.get<{ data: Country[] }>('/countries', { signal, query: { limit: 250 } }).then((a) => a.data),
    staleTime: 24 * 60 * 60_000,
  });
}

/** City suggestions: a country and at least 3 characters (core.md §5). */
export function useCities(countryCode: string | null, query: string) {
  const enabled = Boolean(countryCode) && query.trim().length >= 3;
  return useQuery({
    queryKey: ['places', 'cities', countryCode, query.trim().toLowerCase()],
    queryFn: ({ signal }) =>
      api
        .get<{ data: City[] }>(`/countries/${countryCode}/cities`, {
          signal,
          silent: true,
          query: { query: query.trim(), limit: 10 },
        })
        .then((a) => a.data),
    enabled,
    staleTime: 60 * 60_000,
  });
}
