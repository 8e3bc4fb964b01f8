import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { GEO } from '@glossa/contract';
import type { Executor } from '../../platform/db/index';
import { chatSettings, friendships, userBlocks, userLanguages, userLocations, users, type LanguageLevel } from '../../db/schema/index';

export interface CompanionUserRow {
  id: number;
  uuid: string;
  nickname: string | null;
  avatarFile: string | null;
  country: string | null;
  city: string | null;
  accessibility: string;
  friendshipStatus: 'pending' | 'accepted' | null;
  friendshipRequesterId: number | null;
}

export interface LanguageRow {
  userId: number;
  langCode: string;
  level: LanguageLevel;
}

export interface SearchFilters {
  /** Companions native in one of these (empty: any language). */
  nativeIn: string[];
  /** Ranked first: companions who learn this language (the viewer's native one). */
  learnerOf: string | null;
  country?: string | undefined;
  city?: string | undefined;
}

/** Great-circle distance in km (haversine, Earth radius 6371 km) between a stored location and a point. */
const distanceKm = (lat: number, lng: number) =>
  sql<number>`(${GEO.earthRadiusKm} * 2 * asin(sqrt(
    power(sin(radians(${userLocations.latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${userLocations.latitude})) * power(sin(radians(${userLocations.longitude} - ${lng}) / 2), 2))))`;

/** Visible in partner search: active, has a nickname, wants to chat, no block either way with the viewer. */
function visibleTo(viewerId: number): SQL {
  return and(
    ne(users.id, viewerId),
    isNull(users.deletedAt),
    isNotNull(users.nickname),
    sql`coalesce((select ${chatSettings.chatStatus} from ${chatSettings} where ${chatSettings.userId} = ${users.id}), 'want_to_chat') = 'want_to_chat'`,
    sql`not exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${users.id}) or (${userBlocks.blockerId} = ${users.id} and ${userBlocks.blockedId} = ${viewerId}))`,
  )!;
}

function placeFilters(filters: { country?: string | undefined; city?: string | undefined }): SQL[] {
  const out: SQL[] = [];
  if (filters.country) out.push(sql`upper(${users.country}) = ${filters.country}`);
  if (filters.city) out.push(sql`lower(${users.city}) = lower(${filters.city})`);
  return out;
}

const nativeIn = (langs: string[]) =>
  sql`exists (select 1 from ${userLanguages} where ${userLanguages.userId} = ${users.id} and ${userLanguages.level} = 'NATIVE'
    and ${userLanguages.isAvailableToChat} and ${inArray(userLanguages.langCode, langs)})`;
const learns = (lang: string) =>
  sql`exists (select 1 from ${userLanguages} where ${userLanguages.userId} = ${users.id} and ${userLanguages.level} <> 'NATIVE'
    and ${userLanguages.isAvailableToChat} and ${userLanguages.langCode} = ${lang})`;

export const companionsRepository = {
  async languagesOf(exec: Executor, userIds: number[]): Promise<LanguageRow[]> {
    if (!userIds.length) return [];
    return exec
      .select({ userId: userLanguages.userId, langCode: userLanguages.langCode, level: userLanguages.level })
      .from(userLanguages)
      .where(and(inArray(userLanguages.userId, userIds), eq(userLanguages.isAvailableToChat, true)))
      .orderBy(asc(userLanguages.levelRank), asc(userLanguages.langCode));
  },

  async placeOf(exec: Executor, userId: number) {
    const [row] = await exec.select({ country: users.country, city: users.city }).from(users).where(eq(users.id, userId));
    return row;
  },

  /** Ranked candidate ids (at most `max`): mutual matches first, then newest accounts. */
  async rankedIds(exec: Executor, viewerId: number, filters: SearchFilters, max: number): Promise<{ id: number; mutual: boolean }[]> {
    const mutual = filters.learnerOf ? learns(filters.learnerOf) : undefined;
    const rows = await exec
      .select({ id: users.id, mutual: mutual ? sql<boolean>`${mutual}` : sql<boolean>`false` })
      .from(users)
      .where(and(visibleTo(viewerId), ...(filters.nativeIn.length ? [nativeIn(filters.nativeIn)] : []), ...placeFilters(filters)))
      // Without a native language there is no mutual term: PostgreSQL refuses a constant in ORDER BY.
      .orderBy(...(mutual ? [desc(sql`${mutual}`)] : []), desc(users.createdAt), desc(users.id))
      .limit(max);
    return rows.map((r) => ({ id: r.id, mutual: Boolean(r.mutual) }));
  },

  /** Users with the viewer's friendship row, in the order of `ids`; users no longer visible drop out. */
  async hydrate(exec: Executor, viewerId: number, ids: number[]): Promise<CompanionUserRow[]> {
    if (!ids.length) return [];
    const rows = await exec
      .select({
        id: users.id,
        uuid: users.uuid,
        nickname: users.nickname,
        avatarFile: users.avatarFile,
        country: users.country,
        city: users.city,
        accessibility: users.accessibility,
        friendshipStatus: friendships.status,
        friendshipRequesterId: friendships.requesterId,
      })
      .from(users)
      .leftJoin(
        friendships,
        or(
          and(eq(friendships.requesterId, viewerId), eq(friendships.addresseeId, users.id)),
          and(eq(friendships.requesterId, users.id), eq(friendships.addresseeId, viewerId)),
        ),
      )
      .where(and(inArray(users.id, ids), visibleTo(viewerId)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is CompanionUserRow => !!r);
  },

  /** Public search (no viewer): natives of a language who learn one of the others, newest first. */
  async publicSearch(exec: Executor, native: string | undefined, learn: string[], limit: number, offset: number) {
    const filters: SQL[] = [
      isNull(users.deletedAt),
      isNotNull(users.nickname),
      eq(users.accessibility, 'public'),
      sql`coalesce((select ${chatSettings.chatStatus} from ${chatSettings} where ${chatSettings.userId} = ${users.id}), 'want_to_chat') = 'want_to_chat'`,
    ];
    if (native) filters.push(nativeIn([native]));
    if (learn.length) {
      filters.push(sql`exists (select 1 from ${userLanguages} where ${userLanguages.userId} = ${users.id} and ${userLanguages.level} <> 'NATIVE'
        and ${userLanguages.isAvailableToChat} and ${inArray(userLanguages.langCode, learn)})`);
    }
    return exec
      .select({ id: users.id, uuid: users.uuid, nickname: users.nickname, avatarFile: users.avatarFile, country: users.country, city: users.city })
      .from(users)
      .where(and(...filters))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset);
  },

  /** Visible users with a stored location within radiusKm of a point, nearest first. */
  async nearby(exec: Executor, viewerId: number, lat: number, lng: number, radiusKm: number, limit: number, offset: number) {
    const distance = distanceKm(lat, lng);
    const dLat = radiusKm / 111.2;
    const box: SQL[] = [sql`${userLocations.latitude} between ${lat - dLat} and ${lat + dLat}`];
    const cosLat = Math.cos((lat * Math.PI) / 180);
    if (Math.abs(lat) + dLat < 89 && cosLat > 0.01) {
      const dLng = radiusKm / (111.2 * cosLat);
      if (dLng < 180) {
        const west = lng - dLng;
        const east = lng + dLng;
        // Wrap around the antimeridian.
        box.push(
          west < -180
            ? sql`(${userLocations.longitude} >= ${west + 360} or ${userLocations.longitude} <= ${east})`
            : east > 180
              ? sql`(${userLocations.longitude} >= ${west} or ${userLocations.longitude} <= ${east - 360})`
              : sql`${userLocations.longitude} between ${west} and ${east}`,
        );
      }
    }
    const rows = await exec
      .select({ id: users.id, distance })
      .from(userLocations)
      .innerJoin(users, eq(users.id, userLocations.userId))
      // A private profile is never found by where its member is.
      .where(and(visibleTo(viewerId), eq(users.accessibility, 'public'), ...box, sql`${distance} <= ${radiusKm}`))
      .orderBy(asc(distance), asc(users.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({ id: r.id, distance: Number(r.distance) }));
  },

  async location(exec: Executor, userId: number) {
    const [row] = await exec.select().from(userLocations).where(eq(userLocations.userId, userId));
    return row;
  },

  async lockLocation(exec: Executor, userId: number) {
    const [row] = await exec.select().from(userLocations).where(eq(userLocations.userId, userId)).for('update');
    return row;
  },

  async saveLocation(exec: Executor, userId: number, latitude: number, longitude: number, at: Date) {
    const [row] = await exec
      .insert(userLocations)
      .values({ userId, latitude, longitude, updatedAt: at })
      .onConflictDoUpdate({ target: userLocations.userId, set: { latitude, longitude, updatedAt: at } })
      .returning();
    return row!;
  },
};
