// Optimistic likes and votes (community.md §4): applied at once, replaced by the server's count,
// reverted on failure; a changed vote moves the count by 2.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOptimisticLike } from './use-optimistic-like';
import { shiftedCounter, useOptimisticVote } from './use-optimistic-vote';

describe('likes', () => {
  it('shows the like at once, then the server count', async () => {
    let answer!: (v: { liked_by_user: boolean; count: number }) => void;
    const { result } = renderHook(() =>
      useOptimisticLike({ liked: false, count: 4 }, () => new Promise((r) => (answer = r))),
    );
    let done!: Promise<void>;
    act(() => void (done = result.current.toggle()));
    expect(result.current).toMatchObject({ liked: true, count: 5 });
    await act(async () => {
      answer({ liked_by_user: true, count: 9 });
      await done;
    });
    expect(result.current).toMatchObject({ liked: true, count: 9 });
  });

  it('puts the previous state back when the call fails', async () => {
    const { result } = renderHook(() =>
      useOptimisticLike({ liked: true, count: 3 }, () => Promise.reject(new Error('offline'))),
    );
    await act(() => result.current.toggle());
    expect(result.current).toMatchObject({ liked: true, count: 3 });
  });
});

describe('votes', () => {
  it('moves by 1 for a first vote, by 2 when changing sides, not at all when repeated', () => {
    const none = { count: 0, voted_by_user: false, users_vote_type: null };
    const plus = shiftedCounter(none, 'plus');
    expect(plus).toEqual({ count: 1, voted_by_user: true, users_vote_type: 'plus' });
    expect(shiftedCounter(plus, 'minus')).toEqual({
      count: -1,
      voted_by_user: true,
      users_vote_type: 'minus',
    });
    expect(shiftedCounter(plus, 'plus')).toBe(plus);
  });

  it('reverts a failed vote', async () => {
    const start = { count: 2, voted_by_user: true, users_vote_type: 'plus' as const };
    const { result } = renderHook(() => useOptimisticVote(start, () => Promise.reject(new Error('500'))));
    await act(() => result.current.vote('minus'));
    expect(result.current.counter).toEqual(start);
  });
});
