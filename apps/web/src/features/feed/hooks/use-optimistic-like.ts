// Likes are optimistic (community.md §4): the heart and count change at once, the server's count
// replaces the guess when it answers, and a failure puts the previous state back.
import { useEffect, useRef, useState } from 'react';
import type { FeedLikeResult } from '@glossa/contract';

export function useOptimisticLike(
  initial: { liked: boolean; count: number },
  send: (liked: boolean) => Promise<FeedLikeResult>,
) {
  const [state, setState] = useState(initial);
  const pending = useRef(0);
  // A fresh copy from the server (a refetch) wins while nothing is in flight.
  useEffect(() => {
    if (pending.current === 0) setState(initial);
  }, [initial.liked, initial.count]); // eslint-disable-line react-hooks/exhaustive-deps

  async function toggle() {
    const before = state;
    const liked = !before.liked;
    setState({ liked, count: Math.max(0, before.count + (liked ? 1 : -1)) });
    pending.current += 1;
    try {
      const answer = await send(liked);
      setState({ liked: answer.liked_by_user, count: answer.count });
    } catch {
      setState(before);
    } finally {
      pending.current -= 1;
    }
  }
  return { ...state, toggle };
}
