// Chat message search needs at least 4 characters (core.md §5, §9); with fewer, the results are
// emptied and the empty state is shown, without asking the server.
import { LIMITS } from '@glossa/contract/constants';

/** The text to search for, or null when it is too short to search. */
export function searchTerm(query: string): string | null {
  const term = query.trim();
  return term.length >= LIMITS.messageSearch.minChars ? term : null;
}
