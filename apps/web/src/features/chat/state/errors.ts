// What a failed chat call means for the user.
import { isApiError } from '../../../shared/api';
import { isRealtimeUnavailable, realtimeErrorCode } from '../../../shared/realtime';

/** The server's error code, if the server answered with one. */
export function errorCode(err: unknown): string | null {
  if (isApiError(err)) return err.kind === 'http' ? err.code : null;
  return realtimeErrorCode(err);
}

/** Worth sending again later with the same client_message_id: no answer, or the server was unwell. */
export function isTransient(err: unknown): boolean {
  if (isRealtimeUnavailable(err)) return true;
  if (isApiError(err)) return err.kind !== 'http' || err.status >= 500 || err.status === 429;
  return !realtimeErrorCode(err);
}
