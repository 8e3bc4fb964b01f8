// The profile area's calls (community.md §7 "User"): profile fields, languages, password, deletion.
import type {
  Country,
  City,
  FeedItem,
  LanguageLevelName,
  Profile,
  ProfileUpdate,
  PublicProfile,
  Relation,
  UserLanguage,
  UserRating,
} from '@glossa/contract';
import type { Achievement } from '@glossa/contract/progress';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';

type Ok = { data: { success: true } };
const quiet = { silent: true, replayWhenOnline: false } as const;

export const updateProfile = (body: ProfileUpdate) =>
  api.post<{ data: Profile }>('/user/profile', body, quiet).then((a) => a.data);

export const changeNickname = (nickname: string) =>
  api.patch<{ data: Profile }>('/user/profile/nickname', { nickname }, quiet).then((a) => a.data);

// Verifies the old password and hashes the new one: waits while the server is reachable (auth's sign-in.ts).
export const updatePassword = (oldPassword: string, newPassword: string) =>
  api.post<Ok>('/user/password/update', { old_password: oldPassword, new_password: newPassword }, { ...quiet, patient: {} });

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

// ---- avatar (POST multipart / DELETE /user/avatar) -------------------------------------------

export interface AvatarUrls {
  avatar: string | null;
  medium_avatar: string | null;
  mini_avatar: string | null;
}

export const uploadAvatar = (image: Blob) => {
  const form = new FormData();
  form.append('file', image, 'avatar.webp');
  return api.post<{ data: AvatarUrls }>('/user/avatar', form, quiet).then((a) => a.data);
};

export const deleteAvatar = () => api.delete<{ data: AvatarUrls }>('/user/avatar', undefined, quiet).then((a) => a.data);

// ---- someone's profile: follows, friendship, materials, points -------------------------------

export interface FollowCounters {
  subscriptions_count: number;
  subscribers_count: number;
  is_subscribed: boolean;
}

export function useFollowCounters(uuid: string | undefined) {
  return useQuery({
    queryKey: ['profile', 'follows', uuid],
    queryFn: ({ signal }) =>
      api.get<{ data: FollowCounters }>(`/subscription/${uuid}/counters`, { signal, silent: true }).then((a) => a.data),
    enabled: Boolean(uuid),
  });
}

export const setFollow = (uuid: string, on: boolean) =>
  (on
    ? api.post<{ data: { is_subscribed: boolean; subscribers_count: number } }>(`/subscription/${uuid}`, undefined, quiet)
    : api.delete<{ data: { is_subscribed: boolean; subscribers_count: number } }>(`/subscription/${uuid}`, undefined, quiet)
  ).then((a) => a.data);

export interface FollowUser {
  uuid: string;
  nickname: string | null;
  avatar: string | null;
  role: string;
}

export function useFollowList(uuid: string | undefined, side: 'subscriptions' | 'subscribers' | null) {
  return useQuery({
    queryKey: ['profile', 'follow-list', uuid, side],
    queryFn: ({ signal }) =>
      api
        .get<{ data: FollowUser[] }>(`/subscription/${uuid}/${side}`, { signal, silent: true, query: { limit: 50 } })
        .then((a) => a.data),
    enabled: Boolean(uuid && side),
  });
}

export function useRelation(uuid: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['profile', 'relation', uuid],
    queryFn: ({ signal }) => api.get<{ data: Relation }>(`/friends/${uuid}`, { signal, silent: true }).then((a) => a.data),
    enabled: Boolean(uuid) && enabled,
  });
}

export type FriendAction = 'request' | 'cancel' | 'accept' | 'remove';

export function friendAction(uuid: string, action: FriendAction): Promise<Relation> {
  const path = `/friends/${uuid}`;
  const call =
    action === 'request'
      ? api.post<{ data: Relation }>(`${path}/request`, undefined, quiet)
      : action === 'cancel'
        ? api.delete<{ data: Relation }>(`${path}/request`, undefined, quiet)
        : action === 'accept'
          ? api.post<{ data: Relation }>(`${path}/accept`, undefined, quiet)
          : api.delete<{ data: Relation }>(path, undefined, quiet);
  return call.then((a) => a.data);
}

export const complainAboutUser = (uuid: string, comment: string) =>
  api.post<{ data: unknown }>('/complain/user', { target: uuid, comment }, quiet);

/** The member's materials: their items of the feed (posts, questions, articles, compilations, videos). */
export function useMaterials(uuid: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['profile', 'materials', uuid],
    queryFn: ({ signal }) =>
      api.get<{ data: FeedItem[] }>(`/feed/users/${uuid}`, { signal, silent: true, query: { limit: 20 } }).then((a) => a.data),
    enabled: Boolean(uuid) && enabled,
  });
}

/** Own points and level (GET /user/ratings: DICTIONARY_RATING). */
/** A member's dictionary rating (points and level): mine, or another member's by nickname (public profiles). */
export function useRating(nickname: string | null) {
  const path = nickname === null ? '/user/ratings' : `/user/${encodeURIComponent(nickname)}/ratings`;
  return useQuery({
    queryKey: ['profile', 'ratings', nickname],
    queryFn: ({ signal }) => api.get<{ data: UserRating[] }>(path, { signal, silent: true }).then((a) => a.data[0] ?? null),
  });
}

/** A member's achievements (GET /user/achievements or /user/{nickname}/achievements): the ones reached. */
export function useAchievements(nickname: string | null) {
  const path = nickname === null ? '/user/achievements' : `/user/${encodeURIComponent(nickname)}/achievements`;
  return useQuery({
    queryKey: ['profile', 'achievements', nickname],
    queryFn: ({ signal }) => api.get<{ data: Achievement[] }>(path, { signal, silent: true }).then((a) => a.data.filter((x) => x.level > 0)),
  });
}

/** Totals of the friends panels (friends, requests received, blocked users): one item each is enough. */
export function usePeopleTotals(enabled: boolean) {
  return useQuery({
    queryKey: ['profile', 'people-totals'],
    queryFn: async ({ signal }) => {
      const total = (path: string) =>
        api.get<{ total: number }>(path, { signal, silent: true, query: { limit: 1 } }).then((a) => a.total);
      const [friends, requests, blocked] = await Promise.all([
        total('/friends'),
        total('/friends/requests/incoming'),
        total('/users/blocked'),
      ]);
      return { friends, requests, blocked };
    },
    enabled,
  });
}
