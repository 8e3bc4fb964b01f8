// Texts of the account e-mails in the eight interface languages. {name}, {duration} are filled in
// by templates.ts (durations are formatted with Intl, which knows each language's plural forms).
import type { InterfaceLocale } from '@glossa/contract';

export interface MailTexts {
  hello: string;
  helloName: string;
  buttonHint: string;
  footer: string;
  verification: { subject: string; body: string; button: string; expiry: string; ignore: string };
  reset: { subject: string; body: string; button: string; expiry: string; ignore: string };
  deleted: { subject: string; body: string; ignore: string };
}

export const MAIL_TEXTS: Record<InterfaceLocale, MailTexts> = {
  en: {
    hello: 'Hello!',
    helloName: 'Hello, {name}!',
    buttonHint: 'If the button does not work, copy this link into your browser:',
    footer: 'Glossa, the community dictionary',
    verification: {
      subject: 'Confirm your e-mail address',
      body: 'Please confirm that this is your e-mail address to finish setting up your Glossa account.',
      button: 'Confirm e-mail',
      expiry: 'The link is valid for {duration}.',
      ignore: 'If you did not sign up for Glossa, just ignore this message.',
    },
    reset: {
      subject: 'Reset your password',
      body: 'We received a request to reset the password of your Glossa account.',
      button: 'Choose a new password',
      expiry: 'The link is valid for {duration} and can be used once.',
      ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
    deleted: {
      subject: 'Your account has been deleted',
      body: 'Your Glossa account and the personal data in it have been deleted. We are sorry to see you go.',
      ignore: 'If you did not delete your account, contact the administrators of this Glossa site.',
    },
  },
  de: {
    hello: 'Hallo!',
    helloName: 'Hallo {name}!',
    buttonHint: 'Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:',
    footer: 'Glossa, das Community-Wörterbuch',
    verification: {
      subject: 'Bestätige deine E-Mail-Adresse',
      body: 'Bitte bestätige, dass dies deine E-Mail-Adresse ist, um die Einrichtung deines Glossa-Kontos abzuschließen.',
      button: 'E-Mail bestätigen',
      expiry: 'Der Link ist {duration} gültig.',
      ignore: 'Wenn du dich nicht bei Glossa registriert hast, ignoriere diese Nachricht einfach.',
    },
    reset: {
      subject: 'Passwort zurücksetzen',
      body: 'Wir haben eine Anfrage erhalten, das Passwort deines Glossa-Kontos zurückzusetzen.',
      button: 'Neues Passwort wählen',
      expiry: 'Der Link ist {duration} gültig und kann einmal verwendet werden.',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese Nachricht: Dein Passwort bleibt unverändert.',
    },
    deleted: {
      subject: 'Dein Konto wurde gelöscht',
      body: 'Dein Glossa-Konto und die darin gespeicherten persönlichen Daten wurden gelöscht. Schade, dass du gehst.',
      ignore: 'Wenn du dein Konto nicht gelöscht hast, wende dich an die Administratoren dieser Glossa-Seite.',
    },
  },
  es: {
    hello: '¡Hola!',
    helloName: '¡Hola, {name}!',
    buttonHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
    footer: 'Glossa, el diccionario de la comunidad',
    verification: {
      subject: 'Confirma tu dirección de correo electrónico',
      body: 'Confirma que esta es tu dirección de correo electrónico para terminar de configurar tu cuenta de Glossa.',
      button: 'Confirmar correo',
      expiry: 'El enlace es válido durante {duration}.',
      ignore: 'Si no te has registrado en Glossa, ignora este mensaje.',
    },
    reset: {
      subject: 'Restablece tu contraseña',
      body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Glossa.',
      button: 'Elegir una nueva contraseña',
      expiry: 'El enlace es válido durante {duration} y solo se puede usar una vez.',
      ignore: 'Si no lo has solicitado, ignora este mensaje: tu contraseña no cambiará.',
    },
    deleted: {
      subject: 'Tu cuenta ha sido eliminada',
      body: 'Tu cuenta de Glossa y los datos personales que contenía han sido eliminados. Lamentamos que te vayas.',
      ignore: 'Si no has eliminado tu cuenta, ponte en contacto con los administradores de este sitio de Glossa.',
    },
  },
  fr: {
    hello: 'Bonjour !',
    helloName: 'Bonjour {name} !',
    buttonHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    footer: 'Glossa, le dictionnaire communautaire',
    verification: {
      subject: 'Confirmez votre adresse e-mail',
      body: 'Veuillez confirmer qu’il s’agit bien de votre adresse e-mail pour terminer la création de votre compte Glossa.',
      button: 'Confirmer l’adresse e-mail',
      expiry: 'Le lien est valable pendant {duration}.',
      ignore: 'Si vous ne vous êtes pas inscrit sur Glossa, ignorez simplement ce message.',
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe',
      body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Glossa.',
      button: 'Choisir un nouveau mot de passe',
      expiry: 'Le lien est valable pendant {duration} et ne peut être utilisé qu’une fois.',
      ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    },
    deleted: {
      subject: 'Votre compte a été supprimé',
      body: 'Votre compte Glossa et les données personnelles qu’il contenait ont été supprimés. Nous regrettons votre départ.',
      ignore: 'Si vous n’avez pas supprimé votre compte, contactez les administrateurs de ce site Glossa.',
    },
  },
  nl: {
    hello: 'Hallo!',
    helloName: 'Hallo {name}!',
    buttonHint: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    footer: 'Glossa, het gemeenschapswoordenboek',
    verification: {
      subject: 'Bevestig je e-mailadres',
      body: 'Bevestig dat dit jouw e-mailadres is om je Glossa-account af te ronden.',
      button: 'E-mailadres bevestigen',
      expiry: 'De link is {duration} geldig.',
      ignore: 'Heb je je niet aangemeld bij Glossa? Negeer dit bericht dan.',
    },
    reset: {
      subject: 'Stel je wachtwoord opnieuw in',
      body: 'We hebben een verzoek ontvangen om het wachtwoord van je Glossa-account opnieuw in te stellen.',
      button: 'Kies een nieuw wachtwoord',
      expiry: 'De link is {duration} geldig en kan één keer worden gebruikt.',
      ignore: 'Heb je dit niet aangevraagd? Negeer dit bericht dan: je wachtwoord blijft hetzelfde.',
    },
    deleted: {
      subject: 'Je account is verwijderd',
      body: 'Je Glossa-account en de persoonlijke gegevens daarin zijn verwijderd. Jammer dat je vertrekt.',
      ignore: 'Heb je je account niet zelf verwijderd? Neem dan contact op met de beheerders van deze Glossa-site.',
    },
  },
  pl: {
    hello: 'Cześć!',
    helloName: 'Cześć, {name}!',
    buttonHint: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    footer: 'Glossa, słownik tworzony przez społeczność',
    verification: {
      subject: 'Potwierdź swój adres e-mail',
      body: 'Potwierdź, że to Twój adres e-mail, aby dokończyć zakładanie konta w Glossa.',
      button: 'Potwierdź e-mail',
      expiry: 'Link jest ważny przez {duration}.',
      ignore: 'Jeśli nie rejestrowałeś(-aś) się w Glossa, zignoruj tę wiadomość.',
    },
    reset: {
      subject: 'Zresetuj hasło',
      body: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w Glossa.',
      button: 'Ustaw nowe hasło',
      expiry: 'Link jest ważny przez {duration} i można go użyć tylko raz.',
      ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
    },
    deleted: {
      subject: 'Twoje konto zostało usunięte',
      body: 'Twoje konto w Glossa i zapisane w nim dane osobowe zostały usunięte. Szkoda, że odchodzisz.',
      ignore: 'Jeśli to nie Ty usunąłeś(-aś) konto, skontaktuj się z administratorami tej witryny Glossa.',
    },
  },
  ru: {
    hello: 'Здравствуйте!',
    helloName: 'Здравствуйте, {name}!',
    buttonHint: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
    footer: 'Glossa — словарь, который создаёт сообщество',
    verification: {
      subject: 'Подтвердите адрес электронной почты',
      body: 'Подтвердите, что это ваш адрес электронной почты, чтобы завершить настройку аккаунта Glossa.',
      button: 'Подтвердить почту',
      expiry: 'Ссылка действительна {duration}.',
      ignore: 'Если вы не регистрировались в Glossa, просто проигнорируйте это письмо.',
    },
    reset: {
      subject: 'Сброс пароля',
      body: 'Мы получили запрос на сброс пароля от вашего аккаунта Glossa.',
      button: 'Задать новый пароль',
      expiry: 'Ссылка действительна {duration} и может быть использована один раз.',
      ignore: 'Если вы этого не запрашивали, проигнорируйте письмо: ваш пароль останется прежним.',
    },
    deleted: {
      subject: 'Ваш аккаунт удалён',
      body: 'Ваш аккаунт Glossa и хранившиеся в нём персональные данные удалены. Жаль, что вы уходите.',
      ignore: 'Если вы не удаляли аккаунт, свяжитесь с администраторами этого сайта Glossa.',
    },
  },
  uk: {
    hello: 'Вітаємо!',
    helloName: 'Вітаємо, {name}!',
    buttonHint: 'Якщо кнопка не працює, скопіюйте це посилання в браузер:',
    footer: 'Glossa — словник, який створює спільнота',
    verification: {
      subject: 'Підтвердьте адресу електронної пошти',
      body: 'Підтвердьте, що це ваша адреса електронної пошти, щоб завершити налаштування облікового запису Glossa.',
      button: 'Підтвердити пошту',
      expiry: 'Посилання дійсне {duration}.',
      ignore: 'Якщо ви не реєструвалися в Glossa, просто проігноруйте цей лист.',
    },
    reset: {
      subject: 'Скидання пароля',
      body: 'Ми отримали запит на скидання пароля вашого облікового запису Glossa.',
      button: 'Встановити новий пароль',
      expiry: 'Посилання дійсне {duration} і може бути використане один раз.',
      ignore: 'Якщо ви цього не запитували, проігноруйте лист: ваш пароль залишиться незмінним.',
    },
    deleted: {
      subject: 'Ваш обліковий запис видалено',
      body: 'Ваш обліковий запис Glossa та збережені в ньому персональні дані видалено. Шкода, що ви йдете.',
      ignore: 'Якщо ви не видаляли обліковий запис, зверніться до адміністраторів цього сайту Glossa.',
    },
  },
};
