// Account e-mails: builds the links into the web app (with the locale prefix of the user's
// language) and hands the rendered message to the platform mailer after the transaction committed.
import { isInterfaceLocale, type InterfaceLocale } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import { accountDeletedMail, passwordResetMail, verificationMail, type RenderedMail } from './templates';

export interface MailRecipient {
  email: string;
  nickname: string | null;
  locale: string;
}

export type AccountMails = ReturnType<typeof createAccountMails>;

export function createAccountMails(ctx: AppContext) {
  const localeOf = (r: MailRecipient): InterfaceLocale => (isInterfaceLocale(r.locale) ? r.locale : 'en');

  /** PUBLIC_URL + locale prefix (none for English) + web route. */
  function webLink(locale: InterfaceLocale, route: string, query: Record<string, string>): string {
    const url = new URL(`${ctx.config.PUBLIC_URL}${locale === 'en' ? '' : `/${locale}`}/${route}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url.toString();
  }

  function enqueue(to: string, kind: string, mail: RenderedMail, link?: string) {
    ctx.mailer.enqueue({ to, kind, ...mail, ...(link ? { link } : {}) });
  }

  return {
    webLink,
    emailVerification(r: MailRecipient, userUuid: string, secret: string): void {
      const locale = localeOf(r);
      const link = webLink(locale, 'email-verification', { id: userUuid, hash: secret });
      enqueue(r.email, 'email_verification', verificationMail(locale, r.nickname, link, ctx.config.EMAIL_VERIFICATION_TTL), link);
    },
    passwordReset(r: MailRecipient, secret: string): void {
      const locale = localeOf(r);
      const link = webLink(locale, 'password-reset', { token: secret });
      enqueue(r.email, 'password_reset', passwordResetMail(locale, r.nickname, link, ctx.config.PASSWORD_RESET_TTL), link);
    },
    accountDeleted(r: MailRecipient): void {
      enqueue(r.email, 'account_deleted', accountDeletedMail(localeOf(r), r.nickname));
    },
  };
}
