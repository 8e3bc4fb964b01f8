import { Suspense, lazy, useState } from 'react';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../shared/i18n/use-locale-path';
import classes from './AppLayout.module.css';
import { MOBILE_ITEMS } from './nav-items';

// The sheet's code loads on first open: it is not needed for the first paint.
const MobileMenu = lazy(() => import('./MobileMenu'));

/** Bottom navigation on mobile; "More" opens a bottom sheet with the other sections and settings. */
export function MobileNav() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <>
      <nav className={classes.bottomNav} aria-label={t('nav.main')} data-page-floor>
        {MOBILE_ITEMS.map(({ path, labelKey, icon: Icon, badge: Badge }) => (
          <NavLink key={path} to={to(path)} className={classes.bottomItem}>
            <Icon size={22} stroke={1.6} />
            {Badge && <Badge place="bottom" />}
            <span>{t(labelKey)}</span>
          </NavLink>
        ))}
        <button
          type="button"
          className={classes.bottomItem}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
          aria-haspopup="dialog"
          data-testid="mobile-menu-button"
        >
          <IconDots size={22} stroke={1.6} />
          <span>{t('nav.menu')}</span>
        </button>
      </nav>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
