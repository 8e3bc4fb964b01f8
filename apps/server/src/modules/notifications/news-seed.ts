// The feature news shipped with the product (one item per feature release), in the eight interface
// languages. Seeded at start; a slug is inserted once.
export const NEWS_SEED = [
  {
    slug: 'notifications',
    minSuitableVersion: '0.1.0',
    texts: {
      en: { title: 'Notifications are here', body: 'The bell in the header now tells you when someone answers, likes or comments on your work, sends a friend request or reviews your material. Choose what you hear about in the notification settings.' },
      de: { title: 'Benachrichtigungen sind da', body: 'Die Glocke in der Kopfzeile zeigt jetzt, wenn jemand auf deine Beiträge antwortet, sie mag oder kommentiert, dir eine Freundschaftsanfrage schickt oder dein Material prüft. Was du erfahren möchtest, wählst du in den Benachrichtigungseinstellungen.' },
      es: { title: 'Llegan las notificaciones', body: 'La campana del encabezado te avisa cuando alguien responde, da me gusta o comenta tu trabajo, te envía una solicitud de amistad o revisa tu material. Elige qué avisos quieres en la configuración de notificaciones.' },
      fr: { title: 'Les notifications sont là', body: 'La cloche de l’en-tête vous prévient quand quelqu’un répond à votre travail, l’aime ou le commente, vous envoie une demande d’ami ou examine vos contributions. Choisissez ce qui vous intéresse dans les paramètres des notifications.' },
      nl: { title: 'Meldingen zijn er', body: 'De bel in de kopbalk laat nu zien wanneer iemand op je werk reageert, het leuk vindt of erop commentaar geeft, je een vriendschapsverzoek stuurt of je materiaal beoordeelt. Kies in de meldingsinstellingen waarover je iets wilt horen.' },
      pl: { title: 'Powiadomienia już są', body: 'Dzwonek w nagłówku informuje teraz, gdy ktoś odpowie, polubi lub skomentuje twoją pracę, wyśle zaproszenie do znajomych albo oceni twoje materiały. W ustawieniach powiadomień wybierzesz, o czym chcesz wiedzieć.' },
      ru: { title: 'Появились уведомления', body: 'Колокольчик в шапке сообщает, когда кто-то отвечает на вашу работу, ставит лайк или комментирует, присылает заявку в друзья или проверяет ваши материалы. Выберите, о чём сообщать, в настройках уведомлений.' },
      uk: { title: 'З’явилися сповіщення', body: 'Дзвіночок у шапці повідомляє, коли хтось відповідає на вашу роботу, вподобає чи коментує її, надсилає запит у друзі або перевіряє ваші матеріали. Оберіть, про що повідомляти, у налаштуваннях сповіщень.' },
    },
  },
];
