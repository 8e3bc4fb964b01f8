// PATCH /api/user/profile/geolocation. The server keeps the position only after a move of more than
// 100 km; its USER_NEW_LOCATION_EQUAL_WITH_OLD_LOCATION answer counts as success (core.md §8).
import { isApiError, api } from '../../../shared/api';
import type { Point } from '../lib/geo';

export async function sendGeolocation(point: Point): Promise<void> {
  try {
    await api.patch('/user/profile/geolocation', { latitude: point.latitude, longitude: point.longitude }, { replayWhenOnline: false });
  } catch (err) {
    if (isApiError(err) && err.code === 'USER_NEW_LOCATION_EQUAL_WITH_OLD_LOCATION') return;
    throw err;
  }
}
