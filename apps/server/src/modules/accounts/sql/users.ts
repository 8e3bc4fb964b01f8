// Queries on the users table shared by the accounts features. Deleted accounts keep their row
// (content may still point at it) with personal data wiped and deleted_at set.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { userIdentities, users } from '../../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'uuid'>>;

const active = isNull(users.deletedAt);
const lowerEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());
const lowerNickname = (nickname: string) => eq(sql`lower(${users.nickname})`, nickname.toLowerCase());

/** LIKE pattern for a literal substring. */
const containing = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const usersRepository = {
  async byId(exec: Executor, id: number): Promise<UserRow | undefined> {
    const [row] = await exec.select().from(users).where(and(eq(users.id, id), active)).limit(1);
    return row;
  },

  async byUuid(exec: Executor, uuid: string): Promise<UserRow | undefined> {
    const [row] = await exec.select().from(users).where(and(eq(users.uuid, uuid), active)).limit(1);
    return row;
  },

  async byEmail(exec: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await exec.select().from(users).where(and(lowerEmail(email), active)).limit(1);
    return row;
  },

  async byNickname(exec: Executor, nickname: string): Promise<UserRow | undefined> {
    const [row] = await exec.select().from(users).where(and(lowerNickname(nickname), active)).limit(1);
    return row;
  },

  async emailTaken(exec: Executor, email: string): Promise<boolean> {
    const [row] = await exec.select({ id: users.id }).from(users).where(lowerEmail(email)).limit(1);
    return Boolean(row);
  },

  async nicknameTaken(exec: Executor, nickname: string, exceptUserId?: number): Promise<boolean> {
    const where = exceptUserId ? and(lowerNickname(nickname), ne(users.id, exceptUserId)) : lowerNickname(nickname);
    const [row] = await exec.select({ id: users.id }).from(users).where(where).limit(1);
    return Boolean(row);
  },

  async insert(exec: Executor, values: NewUser): Promise<UserRow> {
    const [row] = await exec.insert(users).values(values).returning();
    return row!;
  },

  async update(exec: Executor, id: number, patch: UserPatch, now: Date): Promise<UserRow | undefined> {
    const [row] = await exec
      .update(users)
      .set({ ...patch, updatedAt: now })
      .where(and(eq(users.id, id), active))
      .returning();
    return row;
  },

  /**
   * Counts a failed password login atomically; the failure that reaches `maxFailures` starts a
   * lockout until `lockUntil` and resets the count. Returns the lock end, if any.
   */
  async clearLoginFailures(exec: Executor, id: number): Promise<void> {
    await exec.update(users).set({ failedLoginCount: 0, loginLockedUntil: null }).where(eq(users.id, id));
  },

  /**
   * Nicknames containing `keyword` (trigram index on lower(nickname)), exact match first, then prefixes, then shorter
   * names. Only accounts with a nickname.
   */
  async search(exec: Executor, keyword: string, limit: number, offset: number): Promise<UserRow[]> {
    const lowered = keyword.toLowerCase();
    const nick = sql`lower(${users.nickname})`;
    return exec
      .select()
      .from(users)
      .where(and(active, sql`${nick} like ${containing(lowered)}`))
      .orderBy(
        sql`(${nick} = ${lowered}) desc`,
        sql`starts_with(${nick}, ${lowered}) desc`,
        sql`length(${users.nickname})`,
        asc(nick),
        asc(users.id),
      )
      .limit(limit)
      .offset(offset);
  },

  /** Social providers linked to the account. */
  async linkedProviders(exec: Executor, userId: number) {
    const rows = await exec.select({ provider: userIdentities.provider }).from(userIdentities).where(eq(userIdentities.userId, userId));
    return rows.map((r) => r.provider);
  },
};
