// profile/{nickname} and its children (community.md §2): the signed-in user's own profile has an
// identity card and the settings menu (personal info, languages, password, log out, delete); on a
// phone a settings page stands alone with a way back. Another user's nickname shows their public
// profile; their settings pages lead to one's own.
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Container, Stack, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconKey,
  IconLanguage,
  IconLogout,
  IconPhoto,
  IconTrash,
  IconUser,
  IconUserEdit,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { splitLocale } from '../../../shared/i18n/locales';
import { useProfile, type Profile } from '../../../shared/session/profile';
import { RequireAuth } from '../../../shared/session/RequireAuth';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useLanguageName } from '../lib/languages';
import { ProfileAvatar } from './ProfileAvatar';
import classes from './ProfileLayout.module.css';

const SETTINGS = [
  { path: 'edit_avatar', key: 'nav.edit_avatar', icon: IconPhoto },
  { path: 'edit_info', key: 'nav.edit_info', icon: IconUserEdit },
  { path: 'languages', key: 'nav.languages', icon: IconLanguage },
  { path: 'password-update', key: 'nav.password', icon: IconKey },
  { path: 'logout', key: 'nav.logout', icon: IconLogout },
  { path: 'deleting', key: 'nav.delete', icon: IconTrash, danger: true },
] as const;

export function profileBase(nickname: string): string {
  return `/profile/${encodeURIComponent(nickname)}`;
}

function IdentityCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const native = useLanguageName(profile.native_lang);
  const to = useLocalePath();
  return (
    <div className={`${classes.card} ${classes.identity}`} data-testid="profile-card">
      <Stack align="center" gap={6}>
        <Link to={to(`${profileBase(profile.nickname ?? '')}/edit_avatar`)} aria-label={t('nav.edit_avatar')} data-testid="profile-card-avatar">
          <ProfileAvatar
            src={profile.medium_avatar}
            nickname={profile.nickname ?? profile.email}
            role={profile.role}
            premium={profile.premium}
            size={84}
          />
        </Link>
        <Text fw={700} fz={22} mt={6} data-testid="profile-nickname">
          {profile.nickname}
        </Text>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {profile.email}
        </Text>
        <Stack gap={6} align="center" mt={6}>
          {native && (
            <Badge variant="light" radius="sm">
              {t('overview.native', { language: native })}
            </Badge>
          )}
          {profile.role !== 'user' && (
            <Badge variant="light" color={profile.role === 'admin' ? 'red' : 'grape'} radius="sm">
              {t(`roles.${profile.role}`)}
            </Badge>
          )}
        </Stack>
      </Stack>
    </div>
  );
}

function SettingsNav({ base }: { base: string }) {
  const { t } = useTranslation('profile');
  const to = useLocalePath();
  return (
    <nav className={`${classes.card} ${classes.nav}`} aria-label={t('nav.label')}>
      <NavLink to={to(base)} end className={classes.navLink}>
        <IconUser size={18} stroke={1.7} />
        {t('nav.overview')}
        <IconChevronRight size={16} className={classes.chevron} />
      </NavLink>
      {SETTINGS.map(({ path, key, icon: Icon, ...rest }) => (
        <NavLink
          key={path}
          to={to(`${base}/${path}`)}
          className={classes.navLink}
          data-danger={'danger' in rest ? true : undefined}
          data-testid={`profile-nav-${path}`}
        >
          <Icon size={18} stroke={1.7} />
          {t(key)}
          <IconChevronRight size={16} className={classes.chevron} />
        </NavLink>
      ))}
    </nav>
  );
}

export default function ProfileLayout() {
  const { t } = useTranslation('profile');
  const to = useLocalePath();
  const { nickname = '' } = useParams();
  const { pathname } = useLocation();
  const { data: profile } = useProfile();
  const loggedIn = useIsLoggedIn();
  const rest = splitLocale(pathname).rest.replace(/\/$/, '');
  const child = rest.split('/')[3] ?? '';
  // The whole path under the nickname (fill_info/{step} has two segments).
  const childPath = rest.split('/').slice(3).join('/');

  if (!loggedIn) {
    // A guest: the public overview; the settings children send to sign-in (and back afterwards).
    if (child) return <RequireAuth />;
    return (
      <Container size={1080} className={classes.page}>
        <Outlet />
      </Container>
    );
  }
  if (!profile) return <PageLoader />;
  const mine = Boolean(profile.nickname) && profile.nickname!.toLowerCase() === nickname.toLowerCase();

  if (!mine) {
    // Settings exist only for oneself: another nickname's settings lead to one's own.
    if (child && profile.nickname)
      return <Navigate to={to(`${profileBase(profile.nickname)}/${childPath}`)} replace />;
    return (
      <Container size={1080} className={classes.page}>
        <Outlet />
      </Container>
    );
  }

  const base = profileBase(profile.nickname!);
  return (
    <Container size={1080} className={classes.page}>
      <div className={classes.grid} data-index={child ? 'false' : 'true'}>
        <div className={classes.side}>
          <IdentityCard profile={profile} />
          <SettingsNav base={base} />
        </div>
        <div className={classes.content}>
          <Button
            component={Link}
            to={to(base)}
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconChevronLeft size={16} />}
            className={classes.back}
          >
            {t('nav.back')}
          </Button>
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
