import type { Companion, PublicCompanion } from '@glossa/contract';
import { avatarUrl } from '../../platform/users/avatar-url';
import { friendshipStatusFor } from '../../platform/users/friendship-status';
import type { CompanionUserRow, LanguageRow } from './repository';

interface PublicRow {
  id: number;
  uuid: string;
  nickname: string | null;
  avatarFile: string | null;
  country: string | null;
  city: string | null;
}

export function presentPublicCompanion(row: PublicRow, languages: LanguageRow[]): PublicCompanion {
  const own = languages.filter((l) => l.userId === row.id);
  return {
    uuid: row.uuid,
    nickname: row.nickname,
    avatar: avatarUrl(row.avatarFile),
    country: row.country,
    city: row.city,
    native_language: own.find((l) => l.level === 'NATIVE')?.langCode ?? null,
    languages: own.map((l) => ({ lang_code: l.langCode, level: l.level })),
  };
}

export function presentCompanion(
  row: CompanionUserRow,
  languages: LanguageRow[],
  viewerId: number,
  extra: { mutual: boolean; distanceKm: number | null },
): Companion {
  const friendship = row.friendshipStatus ? { status: row.friendshipStatus, requesterId: row.friendshipRequesterId ?? 0 } : null;
  // A private profile keeps where its member lives to itself (accounts' public profile does the same).
  const hidden = row.accessibility === 'private';
  return {
    ...presentPublicCompanion(hidden ? { ...row, country: null, city: null } : row, languages),
    friendship_status: friendshipStatusFor(friendship, viewerId),
    is_mutual_match: extra.mutual,
    distance_km: extra.distanceKm === null ? null : Math.round(extra.distanceKm * 10) / 10,
  };
}
