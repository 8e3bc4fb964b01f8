import { describe, expect, it, vi } from 'vitest';
import { loadCached, readCache } from './cache';

describe('reference data cache', () => {
  it('stores the answer with its modified_key and sends that key next time', async () => {
    const fetcher = vi.fn(async (key: string | undefined) =>
      key ? null : { data: ['eng', 'ger'], modified_key: 'k1' },
    );
    await expect(loadCached('langs', fetcher)).resolves.toEqual(['eng', 'ger']);
    expect(fetcher).toHaveBeenLastCalledWith(undefined);
    expect(readCache('langs')).toMatchObject({ data: ['eng', 'ger'], modifiedKey: 'k1' });

    // 304: the stored copy is used and its 24 h restart.
    const before = readCache('langs')!.savedAt;
    await new Promise((r) => setTimeout(r, 5));
    await expect(loadCached('langs', fetcher)).resolves.toEqual(['eng', 'ger']);
    expect(fetcher).toHaveBeenLastCalledWith('k1');
    expect(readCache('langs')!.savedAt).toBeGreaterThan(before);
  });

  it('a changed answer replaces the stored copy', async () => {
    await loadCached('attrs', async () => ({ data: [1], modified_key: 'a' }));
    await loadCached('attrs', async () => ({ data: [1, 2], modified_key: 'b' }));
    expect(readCache('attrs')).toMatchObject({ data: [1, 2], modifiedKey: 'b' });
  });
});
