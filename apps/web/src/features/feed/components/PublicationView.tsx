// One post, question or article in full (community.md §2): its author with a follow button, likes,
// and the comments (post, article) or answers (question). Shown by the view pages and, on desktop,
// by the post and question detail panels of the feed.
import { Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Publication, PublicationType } from '@glossa/contract';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { feedKeys } from '../api/keys';
import { deletePublication, publicationQueryOptions } from '../api/publications';
import { setLike } from '../api/reactions';
import { AnswersSection } from './AnswersSection';
import { ArticleBlocks } from './ArticleBlocks';
import { AuthorLine } from './AuthorLine';
import { CommentsSection } from './CommentsSection';
import { ComplaintPopup } from './ComplaintPopup';
import { ConfirmDeletePopup } from './ConfirmDeletePopup';
import { FollowButton } from './FollowButton';
import { ImageGrid } from './ImageGrid';
import { ItemMenu } from './ItemMenu';
import { LikeButton } from './LikeButton';

export function PublicationView({
  type,
  uuid,
  onLoaded,
  onDeleted,
}: {
  type: PublicationType;
  uuid: string;
  onLoaded?(p: Publication | undefined): void;
  /** After a delete (the page goes to the feed, a panel closes). */
  onDeleted(): void;
}) {
  const { t } = useTranslation('feed');
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const item = useQuery(publicationQueryOptions(type, uuid));
  const loggedIn = useIsLoggedIn();
  const viewerUuid = useProfile().data?.uuid ?? null;
  const [deleting, setDeleting] = useState(false);
  const [complaining, setComplaining] = useState(false);
  const p = item.data;
  useEffect(() => onLoaded?.(p), [p]); // eslint-disable-line react-hooks/exhaustive-deps

  if (item.isPending) return <Loader />;
  if (!p) {
    return (
      <div data-testid="item-missing">
        <Title order={1} size="h3">
          {t('missing.title')}
        </Title>
        <Anchor component={Link} to={to('/feed')}>
          {t('missing.back')}
        </Anchor>
      </div>
    );
  }
  return (
    <>
      <Card withBorder radius="lg" p={{ base: 'md', md: 'xl' }} data-testid="publication" data-type={p.type}>
        <Group justify="space-between" wrap="nowrap" mb="md">
          <AuthorLine author={p.author} date={p.published_at ?? p.created_at} langCode={p.lang_code} />
          <Group gap={6} wrap="nowrap">
            {p.status === 'draft' && <Badge color="gray">{t('draft')}</Badge>}
            {p.author.uuid !== viewerUuid && <FollowButton uuid={p.author.uuid} />}
            {loggedIn && (
              <ItemMenu
                canEdit={p.can_edit}
                canDelete={p.can_delete}
                own={p.author.uuid === viewerUuid}
                onEdit={() => void navigate(to(`/feed/edit_${p.type}?uuid=${p.uuid}`))}
                onDelete={() => setDeleting(true)}
                onComplain={() => setComplaining(true)}
              />
            )}
          </Group>
        </Group>
        {p.type === 'post' && (
          <Text
            size="lg"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="post-text"
            data-lang={p.lang_code}
          >
            {p.text}
          </Text>
        )}
        {p.type === 'question' && (
          <Stack gap="xs">
            <Title order={1} size="h2" data-testid="question-title" data-lang={p.lang_code}>
              {p.short_description}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }} data-lang={p.lang_code}>
              {p.description}
            </Text>
            <Group gap={6}>
              {p.hashtags.map((h) => (
                <Badge key={h} variant="dot" color="gray" tt="none">
                  #{h}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
        {p.type === 'article' && (
          <>
            <Title order={1} data-testid="article-title" data-lang={p.lang_code}>
              {p.title}
            </Title>
            {p.subtitle && (
              <Text size="lg" c="dimmed" mb="md">
                {p.subtitle}
              </Text>
            )}
            <div data-lang={p.lang_code}>
              <ArticleBlocks blocks={p.body} images={p.additional.images} />
            </div>
          </>
        )}
        {p.type !== 'article' && <ImageGrid images={p.additional.images} />}
        <Group mt="md">
          <LikeButton
            liked={p.additional.is_liked_by_current_user}
            count={p.additional.likes_total}
            send={(liked) => setLike(p.type, p.uuid, liked)}
          />
        </Group>
      </Card>

      {p.status === 'published' &&
        (p.type === 'question' ? (
          <AnswersSection question={p.uuid} viewerUuid={viewerUuid} />
        ) : (
          <CommentsSection type={p.type} uuid={p.uuid} viewerUuid={viewerUuid} />
        ))}

      <ConfirmDeletePopup
        opened={deleting}
        onClose={() => setDeleting(false)}
        what={t(`types.${p.type}`)}
        onDelete={async () => {
          await deletePublication(p.type, p.uuid);
          await queryClient.invalidateQueries({ queryKey: feedKeys.lists });
          onDeleted();
        }}
      />
      <ComplaintPopup
        target={complaining ? { uuid: p.uuid, type: p.type } : null}
        onClose={() => setComplaining(false)}
      />
    </>
  );
}
