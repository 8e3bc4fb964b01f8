// Shell administration (src/cli/admin.ts): create an administrator, change a user's role.
import { USER_ROLES, emailSchema, nicknameSchema, passwordSchema, type UserRoleName } from '@glossa/contract';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { PasswordHasher } from '../../../platform/auth/passwords';
import type { SessionsService } from './sessions';
import { usersRepository as users, type UserRow } from '../repository';

export class AdminCommandError extends Error {}

const rank = (role: UserRoleName) => USER_ROLES.indexOf(role);

function parse<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AdminCommandError(`--${name}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService(ctx: AppContext, deps: { hasher: PasswordHasher; sessions: SessionsService }) {
  return {
    async createAdmin(input: { email?: string; nickname?: string; password?: string }): Promise<UserRow> {
      const email = parse(emailSchema, input.email, 'email');
      const nickname = parse(nicknameSchema, input.nickname, 'nickname');
      const password = parse(passwordSchema, input.password, 'password');
      if (await users.emailTaken(ctx.db, email)) throw new AdminCommandError(`${email} already has an account: use "promote --email ${email} --role admin"`);
      if (await users.nicknameTaken(ctx.db, nickname)) throw new AdminCommandError(`The nickname ${nickname} is already in use`);
      const passwordHash = await deps.hasher.hash(password);
      // The operator vouches for the address: no verification e-mail.
      return users.insert(ctx.db, { email, nickname, passwordHash, role: 'admin', isEmailVerified: true });
    },

    /**
     * The account that authors the demo material (the demo video): no e-mail and no password, so
     * nobody signs in as it. Found by its nickname, made on first use.
     */
    async demoAuthor(nickname = 'glossa'): Promise<UserRow> {
      const found = await users.byNickname(ctx.db, nickname);
      return found ?? users.insert(ctx.db, { nickname, role: 'user', isEmailVerified: false });
    },

    /** Sets the role; a lowered role also ends the user's sessions so the old rights stop at once. */
    async setRole(input: { email?: string; role?: string }): Promise<{ user: UserRow; previous: UserRoleName; sessionsEnded: number }> {
      const email = parse(emailSchema, input.email, 'email');
      const role = parse(z.enum(USER_ROLES), input.role, 'role');
      const user = await users.byEmail(ctx.db, email);
      if (!user) throw new AdminCommandError(`No account with the e-mail ${email}`);
      const previous = user.role;
      const { updated, revoked } = await ctx.db.transaction(async (tx) => {
        const updated = await users.update(tx, user.id, { role }, ctx.now());
        const revoked = rank(role) < rank(previous) ? await deps.sessions.revokeAllOfUser(tx, user.id, 'role_change') : [];
        return { updated: updated!, revoked };
      });
      deps.sessions.forget(revoked);
      return { user: updated, previous, sessionsEnded: revoked.length };
    },
  };
}
