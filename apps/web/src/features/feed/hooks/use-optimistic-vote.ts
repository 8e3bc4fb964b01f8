// Answer votes (community.md §4): plus or minus at once; if the member had voted the other way the
// count moves by 2, otherwise by 1; the server's counter replaces the guess; a failure reverts.
import { useState } from 'react';
import type { AnswerCounter, VoteType } from '@glossa/contract';

export function shiftedCounter(counter: AnswerCounter, vote: VoteType): AnswerCounter {
  if (counter.users_vote_type === vote) return counter;
  const step = vote === 'plus' ? 1 : -1;
  return {
    count: counter.count + (counter.voted_by_user ? 2 * step : step),
    voted_by_user: true,
    users_vote_type: vote,
  };
}

export function useOptimisticVote(initial: AnswerCounter, send: (vote: VoteType) => Promise<AnswerCounter>) {
  const [counter, setCounter] = useState(initial);
  async function vote(v: VoteType) {
    const before = counter;
    setCounter(shiftedCounter(before, v));
    try {
      setCounter(await send(v));
    } catch {
      setCounter(before);
    }
  }
  return { counter, vote };
}
