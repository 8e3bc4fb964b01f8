// The daily e-mail digest (issue 18: "a daily digest of unread notifications for those who want
// it"): members who turned e-mail on for some types and have unread notifications of them since
// their last digest get one message a day with the count, a link to the notifications page and an
// unsubscribe link that works without signing in (an HMAC of the member's uuid).
// `run()` sends one round; it needs a daily trigger from the job runner (platform/jobs, issue 19):
// no in-process timer here, so two instances never both send.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { INTERFACE_LOCALES, NOTIFICATION_TYPES, type InterfaceLocale } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import { notificationsRepository as repo } from '../repository';
import { DIGEST_TEXTS } from '../digest-texts';

const ROUND = 500;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function createDigest(ctx: AppContext) {
  const sign = (uuid: string) => createHmac('sha256', ctx.config.JWT_SECRET).update(`notifications-digest:${uuid}`).digest('base64url');
  const link = (locale: InterfaceLocale, route: string) => `${ctx.config.PUBLIC_URL}${locale === 'en' ? '' : `/${locale}`}/${route}`;

  return {
    /** Sends the digests that are due; answers how many were sent. */
    async run(): Promise<number> {
      let sent = 0;
      for (;;) {
        const now = ctx.now();
        const due = await repo.dueRecipients(ctx.db, now, ROUND);
        if (!due.length) return sent;
        for (const r of due) {
          // At-least-once jobs: a second delivery of this round (a crash, a run past its expiry)
          // finds each member already claimed and sends nothing.
          if (!(await repo.claimDigest(ctx.db, r.id, now))) continue;
          const locale = (INTERFACE_LOCALES as readonly string[]).includes(r.interface_locale) ? (r.interface_locale as InterfaceLocale) : 'en';
          const text = DIGEST_TEXTS[locale];
          const open = link(locale, 'notifications');
          const unsubscribe = link(locale, `notifications/unsubscribe?uuid=${r.uuid}&token=${sign(r.uuid)}`);
          try {
            await ctx.mailer.send({
            to: r.email,
            subject: text.subject,
            kind: 'notifications_digest',
            link: open,
            text: `${text.body(r.unread)}\n\n${text.open}: ${open}\n\n${text.unsubscribe}: ${unsubscribe}\n`,
            html:
              `<p>${escapeHtml(text.body(r.unread))}</p><p><a href="${escapeHtml(open)}">${escapeHtml(text.open)}</a></p>` +
              `<p style="font-size:12px"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(text.unsubscribe)}</a></p>`,
            });
          } catch (err) {
            await repo.releaseDigest(ctx.db, r.id, now, r.previous);
            throw err;
          }
          sent += 1;
        }
      }
    },

    /** The unsubscribe link: a wrong or foreign token is a 404 like an unknown member. */
    async unsubscribe(uuid: string, token: string): Promise<boolean> {
      const expected = Buffer.from(sign(uuid));
      const given = Buffer.from(token);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      const user = await repo.userByUuid(ctx.db, uuid);
      if (!user) return false;
      await repo.emailOffForAll(ctx.db, user.id, NOTIFICATION_TYPES, ctx.now());
      return true;
    },
  };
}
