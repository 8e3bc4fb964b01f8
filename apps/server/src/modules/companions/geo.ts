import { GEO } from '@glossa/contract';

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine, Earth radius 6371 km). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * GEO.earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}
