// Geolocation is sent only when the position moved more than 100 km from the one sent before
// (community.md §5; great-circle distance on a sphere of radius 6371 km, as the server computes it).
import { readUserSetting, writeUserSetting } from '../../../shared/session/user-data';

export const EARTH_RADIUS_KM = 6371;
export const UPDATE_THRESHOLD_KM = 100;

export interface Point {
  latitude: number;
  longitude: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const KEY = 'chat-last-location';

/** Whether `point` should be sent: nothing sent yet, or it moved more than 100 km. */
export function shouldSendLocation(point: Point, last: Point | undefined = readUserSetting<Point>(KEY)): boolean {
  return !last || distanceKm(last, point) > UPDATE_THRESHOLD_KM;
}

export function rememberSentLocation(point: Point): void {
  writeUserSetting(KEY, { latitude: point.latitude, longitude: point.longitude });
}
