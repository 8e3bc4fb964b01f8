// The own profile's way to the friends, friend requests and blocked users panels (community.md §2;
// side panels on desktop, the companions screen's tabs on mobile) and to the learning materials, with their totals.
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group } from '@mantine/core';
import { IconBan, IconBooks, IconUserQuestion, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { usePanelLink } from '../../../shared/panels/use-panel-link';
import { usePeopleTotals } from '../api/account';
import { profileBase } from './ProfileLayout';

export function PeopleLinks({ nickname }: { nickname: string }) {
  const { t } = useTranslation('profile');
  const to = useLocalePath();
  // Desktop: side panels over the profile; mobile: the companions screen's tabs.
  const panelLink = usePanelLink();
  const totals = usePeopleTotals(true).data;
  const links = [
    { key: 'friends', href: panelLink('friends'), icon: IconUsers, count: totals?.friends },
    { key: 'requests', href: panelLink('friend_requests'), icon: IconUserQuestion, count: totals?.requests },
    { key: 'blocked', href: panelLink('blocked'), icon: IconBan, count: totals?.blocked },
    { key: 'materials', href: to(`${profileBase(nickname)}/learning_materials`), icon: IconBooks, count: undefined },
  ] as const;
  return (
    <Group gap="sm" mt="md" data-testid="profile-people-links">
      {links.map(({ key, href, icon: Icon, count }) => (
        <Button
          key={key}
          component={Link}
          to={href}
          variant="light"
          size="xs"
          radius="md"
          leftSection={<Icon size={14} />}
          rightSection={count !== undefined ? <Badge size="xs" variant="white">{count}</Badge> : undefined}
          data-testid={`profile-link-${key}`}
        >
          {t(`people.${key}`)}
        </Button>
      ))}
    </Group>
  );
}
