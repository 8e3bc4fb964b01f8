// Mentions in feed texts (posts, questions, comments, answers): `@nickname` names a member, who is
// told about it (notification type `mention`). The rule: a nickname is Latin letters (old ones up to
// the column's 30), the `@` starts a word (so `name@example.org` is no mention), case does not
// matter, each member counts once per text, and only the first MENTION_LIMITS.perText distinct
// names of a text are heard (a text cannot page a crowd). Who may be told is the server's business
// (existing members, no blocks either way, not the writer).

export const MENTION_LIMITS = {
  /** Distinct members one text can mention. */
  perText: 10,
} as const;

const MENTION = /(?<![\p{L}\p{N}_@.+-])@([A-Za-z]{3,30})(?![\p{L}\p{N}_])/gu;

/** The distinct nicknames a text mentions, lower-cased, in order of appearance, at most `max`. */
export function mentionedNicknames(text: string, max: number = MENTION_LIMITS.perText): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(MENTION)) {
    const nickname = m[1]!.toLowerCase();
    if (found.includes(nickname)) continue;
    found.push(nickname);
    if (found.length >= max) break;
  }
  return found;
}
