// /settings (community.md §2 "settings and notifications (mobile only)"; named route MobileSettings):
// the phone's settings in one page: interface language, theme, the notification settings and the
// account. Desktop has these in the header's menus: the route goes home there.
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Container, Divider, SegmentedControl, Stack, Text, Title, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconBell, IconChevronRight, IconKey, IconLogin2, IconLogout, IconUser, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useLocalePath } from '../../shared/i18n/use-locale-path';
import { useProfile } from '../../shared/session/profile';
import { useIsLoggedIn } from '../../shared/session/session-store';
import { useIsMobile } from '../../shared/ui/breakpoints';
import classes from '../layouts/AppLayout.module.css';
import { LanguageSwitcher } from '../layouts/LanguageSwitcher';
import { INFO_LINKS } from '../layouts/nav-items';
import { usePageTitle } from '../../shared/ui/use-page-title';

function Heading({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" fw={600} tt="uppercase" px={8} mt="sm">
      {children}
    </Text>
  );
}

export default function MobileSettingsPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  usePageTitle('shell', 'settings.title');
  const to = useLocalePath();
  const mobile = useIsMobile();
  const loggedIn = useIsLoggedIn();
  const { data: profile } = useProfile();
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  if (!mobile) return <Navigate replace to={to('/')} />;
  const base = profile?.nickname ? `/profile/${encodeURIComponent(profile.nickname)}` : null;
  const link = (path: string, label: string, Icon: typeof IconUser, testId?: string) => (
    <Link key={path} to={to(path)} className={classes.menuLink} data-testid={testId}>
      <Icon size={20} stroke={1.6} />
      <span style={{ flex: 1 }}>{label}</span>
      <IconChevronRight size={16} />
    </Link>
  );

  return (
    <Container size="sm" px="sm" py="md" data-testid="mobile-settings-page">
      <Title order={1} fz={24} mb="sm">
        {t('settings.title')}
      </Title>
      <Stack gap={4}>
        <Heading>{t('settings.language')}</Heading>
        <LanguageSwitcher fullWidth />
        <Heading>{t('settings.theme')}</Heading>
        <SegmentedControl
          fullWidth
          radius="xl"
          value={colorScheme}
          onChange={(v) => setColorScheme(v as MantineColorScheme)}
          data={[
            { value: 'light', label: t('settings.theme_light') },
            { value: 'dark', label: t('settings.theme_dark') },
            { value: 'auto', label: t('settings.theme_auto') },
          ]}
          data-testid="settings-theme"
        />
        <Text size="xs" c="dimmed" px={8}>
          {t('settings.theme_hint')}
        </Text>
        <Divider my="sm" />
        <Heading>{t('settings.account')}</Heading>
        {loggedIn ? (
          <>
            {link('/notifications/settings', t('settings.notifications'), IconBell, 'settings-notifications')}
            {base && link(base, t('settings.profile'), IconUser)}
            {base && link(`${base}/edit_info`, t('settings.edit_info'), IconUserEdit)}
            {base && link(`${base}/password-update`, t('settings.password'), IconKey)}
            {base && link(`${base}/logout`, t('settings.logout'), IconLogout)}
          </>
        ) : (
          link('/auth', t('settings.sign_in'), IconLogin2, 'settings-sign-in')
        )}
        <Divider my="sm" />
        {INFO_LINKS.map(({ path, labelKey }) => (
          <Link key={path} to={to(path)} className={classes.menuLink}>
            {tc(labelKey)}
          </Link>
        ))}
      </Stack>
    </Container>
  );
}
