// Calls to online providers: a hard timeout, and every failure (network, status, timeout) turned
// into a MachineTranslationError that says what happened.
import type { MachineTranslationProviderName } from '@glossa/contract';
import { MachineTranslationError } from './types';

export async function fetchJson(
  provider: MachineTranslationProviderName,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new MachineTranslationError(
        provider,
        'timeout',
        `${provider} did not answer within ${timeoutMs} ms`,
      );
    throw new MachineTranslationError(
      provider,
      'error',
      `${provider} is unreachable (${(err as Error).cause ?? (err as Error).message})`,
    );
  }
  let body: unknown = undefined;
  let raw = '';
  try {
    raw = await res.text();
    body = raw ? JSON.parse(raw) : undefined;
  } catch (err) {
    if ((err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError')
      throw new MachineTranslationError(
        provider,
        'timeout',
        `${provider} did not answer within ${timeoutMs} ms`,
      );
    if (res.ok)
      throw new MachineTranslationError(provider, 'error', `${provider} answered something that is not JSON`);
  }
  if (!res.ok) {
    const detail =
      body && typeof body === 'object' && 'error' in body
        ? `: ${String((body as { error: unknown }).error).slice(0, 200)}`
        : '';
    throw new MachineTranslationError(provider, 'error', `${provider} answered HTTP ${res.status}${detail}`);
  }
  return body;
}
