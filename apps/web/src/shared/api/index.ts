export {
  api,
  ApiClient,
  type ApiClientOptions,
  type ApiEvents,
  type ApiEnvironment,
  type AuthHandlers,
  type RequestOptions,
} from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export type { ApiBase } from './rules';

import { api, type AuthHandlers } from './client';

/**
 * Where the accounts feature plugs in: `setAuthHandlers({ getAccessToken, refresh, onRefreshFailed })`.
 * Pass null on logout.
 */
export function setAuthHandlers(handlers: AuthHandlers | null): void {
  api.setAuthHandlers(handlers);
}
