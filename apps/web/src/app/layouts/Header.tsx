import { ActionIcon, Container, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLocalePath } from '../../shared/i18n/use-locale-path';
import type { Layout } from '../../shared/ui/breakpoints';
import { Logo } from '../../shared/ui/Logo';
import { AccountButton } from './AccountButton';
import classes from './AppLayout.module.css';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NAV_ITEMS } from './nav-items';
import { NotificationBell } from './NotificationBell';
import { ThemeSwitcher } from './ThemeSwitcher';
import { PAGE_WIDTH } from '../../shared/ui/breakpoints';

export function Header({ layout }: { layout: Layout }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const mobile = layout === 'mobile';

  return (
    <header className={classes.header}>
      <Container
        size={mobile ? '100%' : PAGE_WIDTH}
        className={classes.headerInner}
        px={mobile ? 'sm' : 'md'}
      >
        <Link
          to={to('/feed')}
          aria-label={t('header.home')}
          style={{ color: 'inherit', textDecoration: 'none' }}
        >
          <Logo />
        </Link>

        {!mobile && (
          <nav className={classes.nav} aria-label={t('nav.main')}>
            {NAV_ITEMS.map(({ path, labelKey, icon: Icon, badge: Badge }) => (
              <NavLink key={path} to={to(path)} className={classes.navLink} title={t(labelKey)}>
                <Icon size={18} stroke={1.7} />
                {Badge && <Badge place="header" />}
                <span className={classes.navLabel}>{t(labelKey)}</span>
              </NavLink>
            ))}
          </nav>
        )}

        <Group
          gap="xs"
          wrap="nowrap"
          ml="auto"
          style={{ flex: mobile ? undefined : 1, justifyContent: 'flex-end' }}
        >
          {mobile ? (
            <ActionIcon
              component={Link}
              to={to('/dictionary')}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('header.search_label')}
            >
              <IconSearch size={20} stroke={1.7} />
            </ActionIcon>
          ) : (
            <HeaderSearch />
          )}
          {!mobile && <LanguageSwitcher />}
          {!mobile && <ThemeSwitcher />}
          <NotificationBell />
          <AccountButton compact={mobile} />
        </Group>
      </Container>
    </header>
  );
}
