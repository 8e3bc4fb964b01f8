// Who wrote it and when: avatar (or initial; a link to the author's profile), nickname (a link to
// the author's tab of the feed),
// role highlight, date, language.
import { Anchor, Avatar, Badge, Group, Text } from '@mantine/core';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedAuthor } from '@glossa/contract';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguageNameOf } from '../../../shared/reference/language-name';

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
  const to = useLocalePath();
  const languageName = useLanguageNameOf();
  const name = author.nickname ?? t('author.deleted');
  const when = date
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(date),
      )
    : null;
  const avatar = (
    // Beside the author's name, inside a link named after them: the picture adds nothing to read.
    <Avatar
      src={author.avatar}
      alt=""
      radius="xl"
      size={36}
      color={author.role === 'user' ? 'brand' : author.role === 'admin' ? 'red' : 'grape'}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
  return (
    <Group gap="sm" wrap="nowrap">
      {author.nickname ? (
        // The avatar opens the author's profile; the nickname opens their tab of the feed.
        <Link to={to(`/profile/${encodeURIComponent(author.nickname)}`)} aria-label={t('author.profile_of', { name })} data-testid="author-profile-link">
          {avatar}
        </Link>
      ) : (
        avatar
      )}
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          {author.nickname ? (
            <Anchor
              component={Link}
              to={to(`/feed?author=${author.uuid}`)}
              fw={600}
              size="sm"
              c="inherit"
              truncate
              title={t('tabs.user_of', { name })}
              data-testid="author-name"
            >
              {name}
            </Anchor>
          ) : (
            <Text fw={600} size="sm" truncate data-testid="author-name">
              {name}
            </Text>
          )}
          {author.role !== 'user' && (
            <Badge size="xs" variant="light" color={author.role === 'admin' ? 'red' : 'grape'}>
              {t(`author.${author.role}`)}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {[when, langCode ? languageName(langCode) : null].filter(Boolean).join(' · ')}
        </Text>
      </div>
    </Group>
  );
}
