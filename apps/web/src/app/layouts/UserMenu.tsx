import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu, Text } from '@mantine/core';
import { IconAward, IconChartBar, IconCrown, IconGavel, IconId, IconKey, IconLanguage, IconListCheck, IconLogout, IconUser, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '../../shared/i18n/use-locale-path';
import { usePanelLink } from '../../shared/panels/use-panel-link';
import { logout } from '../../shared/session/logout';
import { useProfile } from '../../shared/session/profile';
import { openPlusPopup } from '../../shared/plus/plus-popup';
import { UserButtonTarget } from './UserButton';

/** The signed-in user's menu (loaded on first use: it brings the floating-ui code). */
export default function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  // Statistics and need-action open as side panels on desktop (community.md §2).
  const panelLink = usePanelLink();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const nickname = profile?.nickname;
  const base = nickname ? `/profile/${encodeURIComponent(nickname)}` : null;

  const signOut = async () => {
    await logout();
    void navigate(to('/auth'));
  };

  return (
    <Menu position="bottom-end" shadow="md" width={240} defaultOpened withinPortal>
      <Menu.Target>
        <UserButtonTarget compact={compact} />
      </Menu.Target>
      <Menu.Dropdown>
        {profile && (
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {nickname ?? t('header.no_nickname')}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {profile.email}
            </Text>
          </Menu.Label>
        )}
        {base ? (
          <>
            <Menu.Item component={Link} to={to(base)} leftSection={<IconUser size={16} />}>
              {t('header.my_profile')}
            </Menu.Item>
            <Menu.Item component={Link} to={to(`${base}/edit_info`)} leftSection={<IconUserEdit size={16} />}>
              {t('header.edit_info')}
            </Menu.Item>
            <Menu.Item component={Link} to={to(`${base}/languages`)} leftSection={<IconLanguage size={16} />}>
              {t('header.languages')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={to(`${base}/password-update`)}
              leftSection={<IconKey size={16} />}
            >
              {t('header.password')}
            </Menu.Item>
          </>
        ) : (
          <Menu.Item
            component={Link}
            to={to('/complete_profile/nickname')}
            leftSection={<IconId size={16} />}
          >
            {t('header.complete_profile')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={openPlusPopup} leftSection={<IconCrown size={16} />} data-testid="menu-plus">
          {t('header.plus')}
        </Menu.Item>
        <Menu.Item component={Link} to={panelLink('statistics')} leftSection={<IconChartBar size={16} />} data-testid="menu-statistics">
          {t('header.statistics')}
        </Menu.Item>
        <Menu.Item component={Link} to={panelLink('need_action')} leftSection={<IconListCheck size={16} />} data-testid="menu-need-action">
          {t('header.need_action')}
        </Menu.Item>
        <Menu.Item component={Link} to={to('/contributions')} leftSection={<IconAward size={16} />} data-testid="menu-contributions">
          {t('header.my_contributions')}
        </Menu.Item>
        {(profile?.role === 'moderator' || profile?.role === 'admin') && (
          <Menu.Item component={Link} to={to('/moderation')} leftSection={<IconGavel size={16} />} data-testid="menu-moderation">
            {t('header.moderation')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
          data-testid="logout-menu-item"
        >
          {t('header.log_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
