// The daily digest e-mail in the eight interface languages. {n}: unread notifications.
import type { InterfaceLocale } from '@glossa/contract';

export const DIGEST_TEXTS: Record<InterfaceLocale, { subject: string; body: (n: number) => string; open: string; unsubscribe: string }> = {
  en: { subject: 'Your Glossa notifications', body: (n) => `You have ${n} unread notifications on Glossa.`, open: 'Open your notifications', unsubscribe: 'Stop these e-mails' },
  de: { subject: 'Deine Glossa-Benachrichtigungen', body: (n) => `Du hast ${n} ungelesene Benachrichtigungen auf Glossa.`, open: 'Benachrichtigungen öffnen', unsubscribe: 'Diese E-Mails abbestellen' },
  es: { subject: 'Tus notificaciones de Glossa', body: (n) => `Tienes ${n} notificaciones sin leer en Glossa.`, open: 'Abrir tus notificaciones', unsubscribe: 'Dejar de recibir estos correos' },
  fr: { subject: 'Vos notifications Glossa', body: (n) => `Vous avez ${n} notifications non lues sur Glossa.`, open: 'Ouvrir vos notifications', unsubscribe: 'Ne plus recevoir ces e-mails' },
  nl: { subject: 'Je Glossa-meldingen', body: (n) => `Je hebt ${n} ongelezen meldingen op Glossa.`, open: 'Meldingen openen', unsubscribe: 'Geen e-mails meer ontvangen' },
  pl: { subject: 'Twoje powiadomienia Glossa', body: (n) => `Masz nieprzeczytane powiadomienia w Glossa: ${n}.`, open: 'Otwórz powiadomienia', unsubscribe: 'Nie wysyłaj mi tych e-maili' },
  ru: { subject: 'Ваши уведомления Glossa', body: (n) => `Непрочитанных уведомлений в Glossa: ${n}.`, open: 'Открыть уведомления', unsubscribe: 'Отписаться от этих писем' },
  uk: { subject: 'Ваші сповіщення Glossa', body: (n) => `Непрочитаних сповіщень у Glossa: ${n}.`, open: 'Відкрити сповіщення', unsubscribe: 'Відписатися від цих листів' },
};
