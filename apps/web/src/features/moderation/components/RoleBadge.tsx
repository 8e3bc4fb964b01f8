// A member's role as moderation screens mark it (community.md §6: moderators purple, admins red).
import { Badge } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { useTranslation } from 'react-i18next';

export function RoleBadge({ role, expert = false }: { role: string; expert?: boolean }) {
  const { t } = useTranslation('moderation');
  return (
    <>
      {role !== 'user' && (
        <Badge color={role === 'admin' ? 'red' : 'violet'} variant="light" radius="sm">
          {t(`roles.${role}`)}
        </Badge>
      )}
      {expert && (
        <Badge color="teal" variant="light" radius="sm">
          {t('roles.expert')}
        </Badge>
      )}
    </>
  );
}
