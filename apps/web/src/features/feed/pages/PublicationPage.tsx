// The post, question and article view pages (community.md §2): the whole item, its author with a
// follow button, likes, and the comments (post, article) or answers (question).
import { Anchor, Badge, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { PublicationType } from '@glossa/contract';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { feedKeys } from '../api/keys';
import { deletePublication, publicationQueryOptions } from '../api/publications';
import { setLike } from '../api/reactions';
import { AnswersSection } from '../components/AnswersSection';
import { ArticleBlocks } from '../components/ArticleBlocks';
import { AuthorLine } from '../components/AuthorLine';
import { CommentsSection } from '../components/CommentsSection';
import { ComplaintPopup } from '../components/ComplaintPopup';
import { ConfirmDeletePopup } from '../components/ConfirmDeletePopup';
import { FollowButton } from '../components/FollowButton';
import { GuestCallPopup } from '../components/GuestCallPopup';
import { ImageGrid } from '../components/ImageGrid';
import { ItemMenu } from '../components/ItemMenu';
import { LikeButton } from '../components/LikeButton';

const TYPES: PublicationType[] = ['post', 'article', 'question'];

export default function PublicationPage() {
  const { t } = useTranslation('feed');
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { uuid = '' } = useParams();
  const segment = useLocation().pathname.split('/').slice(-2)[0] as PublicationType;
  const type = TYPES.includes(segment) ? segment : 'post';
  const item = useQuery(publicationQueryOptions(type, uuid));
  const loggedIn = useIsLoggedIn();
  const viewerUuid = useProfile().data?.uuid ?? null;
  const [deleting, setDeleting] = useState(false);
  const [complaining, setComplaining] = useState(false);
  const p = item.data;
  useDocumentTitle(
    `${p ? (p.type === 'article' ? p.title : p.type === 'question' ? p.short_description : t('types.post')) : t(`types.${type}`)} · Glossa`,
  );

  if (item.isPending) {
    return (
      <Container size={760} py="xl">
        <Loader />
      </Container>
    );
  }
  if (!p) {
    return (
      <Container size={760} py="xl" data-testid="item-missing">
        <Title order={1} size="h3">
          {t('missing.title')}
        </Title>
        <Anchor component={Link} to={to('/feed')}>
          {t('missing.back')}
        </Anchor>
      </Container>
    );
  }
  return (
    <Container size={760} py={{ base: 'md', md: 40 }}>
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
          >
            {p.text}
          </Text>
        )}
        {p.type === 'question' && (
          <Stack gap="xs">
            <Title order={1} size="h2" data-testid="question-title">
              {p.short_description}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{p.description}</Text>
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
            <Title order={1} data-testid="article-title">
              {p.title}
            </Title>
            {p.subtitle && (
              <Text size="lg" c="dimmed" mb="md">
                {p.subtitle}
              </Text>
            )}
            <ArticleBlocks blocks={p.body} images={p.additional.images} />
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
          void navigate(to('/feed'));
        }}
      />
      <ComplaintPopup
        target={complaining ? { uuid: p.uuid, type: p.type } : null}
        onClose={() => setComplaining(false)}
      />
      <GuestCallPopup />
    </Container>
  );
}
