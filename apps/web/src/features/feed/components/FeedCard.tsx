// One feed item: author line, the post/question/article in short, likes and the way to the
// comments or answers. Compilations and videos (training) show as a link card with their title
// (and a video's poster).
import { Anchor, Badge, Card, Group, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import { IconMessageCircle, IconPinned } from '@tabler/icons-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { FeedItem, Publication } from '@glossa/contract';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { deletePublication } from '../api/publications';
import { setLike } from '../api/reactions';
import { usePin } from '../hooks/use-pin';
import { AuthorLine } from './AuthorLine';
import { ImageGrid } from './ImageGrid';
import { LikeButton } from './LikeButton';
import { blocksExcerpt } from '../lib/excerpt';

// Menus and popups load after the feed shows (kept out of the feed page's first load).
const ItemMenu = lazy(() => import('./ItemMenu').then((m) => ({ default: m.ItemMenu })));
const ConfirmDeletePopup = lazy(() =>
  import('./ConfirmDeletePopup').then((m) => ({ default: m.ConfirmDeletePopup })),
);
const ComplaintPopup = lazy(() => import('./ComplaintPopup').then((m) => ({ default: m.ComplaintPopup })));

export function isPublication(position: FeedItem['position']): position is Publication {
  return 'type' in position && ['post', 'article', 'question'].includes(String(position.type));
}

export function FeedCard({
  item,
  viewerUuid,
  onDeleted,
  onOpen,
}: {
  item: FeedItem;
  viewerUuid: string | null;
  onDeleted(): void;
  /** A click on the item's link (desktop: the detail panel opens instead of the page). */
  onOpen?(e: MouseEvent, type: Publication['type'], uuid: string): void;
}) {
  const { t } = useTranslation('feed');
  const to = useLocalePath();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const [deleting, setDeleting] = useState(false);
  const [complaining, setComplaining] = useState(false);
  const pin = usePin();
  const p = item.position;
  if (!isPublication(p)) {
    // Compilations and videos (training): their title, a video's poster, a link to their page.
    const plugged = p as { uuid: string; name?: string; title?: string; poster_url?: string | null };
    const page = item.type === 'video' ? `/training/video?uuid=${plugged.uuid}` : `/training/selection?uuid=${plugged.uuid}`;
    return (
      <Card withBorder radius="lg" p="lg" data-testid="feed-card" data-type={item.type}>
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={to(page)} fw={700} c="inherit" miw={0} style={{ overflowWrap: 'anywhere' }} data-testid="feed-plugged-link">
            {plugged.title ?? plugged.name}
          </Anchor>
          {/* The title wraps, the badge keeps its width (at 390 px "ВІДЕО" was cut to 30 px of 40). */}
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {t(`types.${item.type}`)}
          </Badge>
        </Group>
        {plugged.poster_url && (
          <Link to={to(page)} aria-hidden tabIndex={-1}>
            <img src={plugged.poster_url} alt="" loading="lazy" style={{ marginTop: 12, width: '100%', maxWidth: 480, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }} />
          </Link>
        )}
      </Card>
    );
  }
  const link = to(`/${p.type}/${p.uuid}`);
  const open = (e: MouseEvent) => onOpen?.(e, p.type, p.uuid);
  // A click on the text opens the item as its link does (issue 36: a post did nothing), unless it
  // ends a text selection (selected words get their translation) or lands on a link or button.
  const openFromBody = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a, button, input, textarea')) return;
    if (!window.getSelection()?.isCollapsed) return;
    if (e.metaKey || e.ctrlKey) {
      window.open(link, '_blank', 'noopener');
      return;
    }
    open(e);
    if (!e.defaultPrevented) void navigate(link);
  };
  const count = p.type === 'question' ? p.additional.answers_total : p.additional.comments_total;
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', md: 'lg' }}
      data-testid="feed-card"
      data-type={p.type}
      data-uuid={p.uuid}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <AuthorLine author={p.author} date={p.published_at ?? p.created_at} langCode={p.lang_code} />
        <Group gap={6} wrap="nowrap">
          {item.is_pinned && (
            <Badge color="orange" variant="light" leftSection={<IconPinned size={12} />}>
              {t('pinned')}
            </Badge>
          )}
          {item.fallback && (
            <Badge variant="outline" color="gray">
              {t('fallback')}
            </Badge>
          )}
          <Badge
            variant="light"
            color={p.type === 'question' ? 'grape' : p.type === 'article' ? 'teal' : 'brand'}
          >
            {t(`types.${p.type}`)}
          </Badge>
          {loggedIn && (
            <Suspense fallback={null}>
              <ItemMenu
                canEdit={p.can_edit}
                canDelete={p.can_delete}
                own={p.author.uuid === viewerUuid}
                onEdit={() => void navigate(to(`/feed/edit_${p.type}?uuid=${p.uuid}`))}
                onDelete={() => setDeleting(true)}
                onComplain={() => setComplaining(true)}
                pinned={item.is_pinned}
                onPin={pin ? (on) => void pin(p.uuid, on) : undefined}
              />
            </Suspense>
          )}
        </Group>
      </Group>

      {p.type === 'post' && (
        <Text
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', cursor: 'pointer' }}
          lineClamp={8}
          onClick={openFromBody}
          data-testid="post-text"
          data-lang={p.lang_code}
        >
          {p.text}
        </Text>
      )}
      {p.type === 'question' && (
        <>
          <Anchor component={Link} to={link} onClick={open} c="inherit" underline="never">
            <Title order={3} size="h4" data-testid="question-title" data-lang={p.lang_code}>
              {p.short_description}
            </Title>
          </Anchor>
          <Text c="dimmed" lineClamp={3} mt={4} style={{ whiteSpace: 'pre-wrap', cursor: 'pointer' }} onClick={openFromBody} data-lang={p.lang_code}>
            {p.description}
          </Text>
          {p.hashtags.length > 0 && (
            <Group gap={6} mt="xs">
              {p.hashtags.map((h) => (
                <Badge key={h} variant="dot" color="gray" tt="none">
                  #{h}
                </Badge>
              ))}
            </Group>
          )}
        </>
      )}
      {p.type === 'article' && (
        <>
          <Anchor component={Link} to={link} c="inherit" underline="never">
            <Title order={3} size="h3" data-testid="article-title" data-lang={p.lang_code}>
              {p.title}
            </Title>
          </Anchor>
          {p.subtitle && <Text c="dimmed">{p.subtitle}</Text>}
          <Text lineClamp={3} mt="xs" style={{ cursor: 'pointer' }} onClick={openFromBody}>
            {blocksExcerpt(p.body)}
          </Text>
        </>
      )}
      {p.type !== 'article' && <ImageGrid images={p.additional.images} />}

      <Group justify="space-between" mt="md">
        <LikeButton
          liked={p.additional.is_liked_by_current_user}
          count={p.additional.likes_total}
          send={(liked) => setLike(p.type, p.uuid, liked)}
        />
        <Anchor component={Link} to={link} onClick={open} size="sm" c="dimmed" data-testid="open-item">
          <Group gap={4}>
            <IconMessageCircle size={16} />
            {p.type === 'question' ? t('answers.count', { count }) : t('comments.count', { count })}
          </Group>
        </Anchor>
      </Group>

      <Suspense fallback={null}>
        {deleting && (
          <ConfirmDeletePopup
            opened={deleting}
            onClose={() => setDeleting(false)}
            what={t(`types.${p.type}`)}
            onDelete={async () => {
              await deletePublication(p.type, p.uuid);
              onDeleted();
            }}
          />
        )}
        {complaining && (
          <ComplaintPopup target={{ uuid: p.uuid, type: p.type }} onClose={() => setComplaining(false)} />
        )}
      </Suspense>
    </Card>
  );
}
