// Who wrote it and when: avatar (or initial), nickname, role highlight, date, language.
import { Avatar, Badge, Group, Text } from '@mantine/core';
import '@mantine/core/styles/Avatar.css';
import { useTranslation } from 'react-i18next';
import type { FeedAuthor } from '@glossa/contract';

export function AuthorLine({
  author,
  date,
  langCode,
}: {
  author: FeedAuthor;
  date: string | null;
  langCode?: string;
}) {
  const { t, i18n } = useTranslation('feed');
  const name = author.nickname ?? t('author.deleted');
  const when = date
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(date),
      )
    : null;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={author.avatar}
        radius="xl"
        size={36}
        color={author.role === 'user' ? 'brand' : author.role === 'admin' ? 'red' : 'grape'}
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" truncate data-testid="author-name">
            {name}
          </Text>
          {author.role !== 'user' && (
            <Badge size="xs" variant="light" color={author.role === 'admin' ? 'red' : 'grape'}>
              {t(`author.${author.role}`)}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {[when, langCode?.toUpperCase()].filter(Boolean).join(' · ')}
        </Text>
      </div>
    </Group>
  );
}
