// The Favorites route for a guest on desktop (core.md §2: a guest's star leads here): what favorites
// are and a way to sign in or register; the page they wanted is remembered by the star.
import { Button, Container } from '@mantine/core';
import { IconDownload, IconFolders, IconLogin2, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { PAGE_WIDTH } from '../../../shared/ui/breakpoints';
import classes from '../pages/FavoritesPage.module.css';

export function GuestCall() {
  const { t } = useTranslation('favorites');
  const to = useLocalePath();
  return (
    <Container size={PAGE_WIDTH} px="md" className={classes.page} data-testid="favorites-guest">
      <section className={classes.guest}>
        <div className={classes.guestIcon} aria-hidden>
          <IconStarFilled size={30} />
        </div>
        <h1 className={classes.guestTitle}>{t('guest.title')}</h1>
        <p className={classes.guestText}>{t('guest.text')}</p>
        <ul className={classes.guestPoints}>
          <li>
            <IconStarFilled size={16} aria-hidden /> {t('guest.point_star')}
          </li>
          <li>
            <IconFolders size={16} aria-hidden /> {t('guest.point_folders')}
          </li>
          <li>
            <IconDownload size={16} aria-hidden /> {t('guest.point_export')}
          </li>
        </ul>
        <div className={classes.guestActions}>
          <Button component={Link} to={to('/auth')} radius="xl" size="md" leftSection={<IconLogin2 size={18} />} data-testid="favorites-sign-in">
            {t('guest.sign_in')}
          </Button>
          <Button component={Link} to={to('/sign_up')} radius="xl" size="md" variant="default">
            {t('guest.sign_up')}
          </Button>
        </div>
      </section>
    </Container>
  );
}
