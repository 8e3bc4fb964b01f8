// The user profile side panel (community.md §2) on desktop: a member's public profile over the page.
// One's own profile is the profile page (its settings live there).
import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import type { PanelContentProps } from '../../../shared/panels/panel-content';
import { useProfile } from '../../../shared/session/profile';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { usePublicProfile } from '../api/account';
import { PublicProfileView } from '../components/PublicProfileView';
import { profileBase } from '../components/ProfileLayout';

export function ProfilePanel({ arg: nickname, setTitle }: PanelContentProps) {
  const { t } = useTranslation('profile');
  const to = useLocalePath();
  const loggedIn = useIsLoggedIn();
  const me = useProfile().data;
  const mine = Boolean(me?.nickname) && me!.nickname!.toLowerCase() === nickname.toLowerCase();
  const other = usePublicProfile(nickname, loggedIn ? Boolean(me) && !mine : true);
  useEffect(() => setTitle(nickname), [nickname, setTitle]);
  if (mine) return <Navigate replace to={to(profileBase(nickname))} />;
  if ((loggedIn && !me) || other.isPending) return <PageLoader />;
  if (!other.data)
    return (
      <Stack gap="xs" data-testid="profile-not-found">
        <Text fw={600}>{t('overview.not_found')}</Text>
        <Text c="dimmed">{t('overview.not_found_text')}</Text>
      </Stack>
    );
  return <PublicProfileView profile={other.data} />;
}
