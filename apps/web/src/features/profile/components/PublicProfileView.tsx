// Someone's profile as others see it (community.md §2, §3): avatar with role and Plus rings,
// nickname, place, languages with levels, about me, subscriptions and subscribers (counts and lists),
// write a message, follow, friend and complain buttons, and their materials. Guests see public
// profiles too; a private profile shows only its card, a notice and (to members) "Write a message".
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Modal, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFlag, IconLock, IconMessageCircle, IconUserCheck, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedItem, PublicProfile } from '@glossa/contract';
import { isApiError } from '../../../shared/api';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import {
  complainAboutUser,
  friendAction,
  setFollow,
  useFollowCounters,
  useFollowList,
  useMaterials,
  useRelation,
  type FollowCounters,
} from '../api/account';
import { useCountryName } from '../lib/countries';
import { LanguageList } from './LanguageList';
import { ProfileAvatar } from './ProfileAvatar';
import { ProgressSlot } from './ProgressSlot';
import { Section } from './Section';

type Side = 'subscriptions' | 'subscribers';

function FollowListModal({ uuid, side, onClose }: { uuid: string; side: Side | null; onClose(): void }) {
  const { t } = useTranslation('profile');
  const to = useLocalePath();
  const list = useFollowList(uuid, side);
  return (
    <Modal opened={side !== null} onClose={onClose} title={side ? t(`follows.${side}`) : ''} centered>
      <Stack gap="xs" data-testid="follow-list">
        {list.data?.length === 0 && <Text c="dimmed">{t('follows.empty')}</Text>}
        {list.data?.map((u) =>
          u.nickname ? (
            <Anchor key={u.uuid} component={Link} to={to(`/profile/${encodeURIComponent(u.nickname)}`)} onClick={onClose}>
              <Group gap="sm">
                <ProfileAvatar src={u.avatar} nickname={u.nickname} role={u.role as 'user'} premium={false} size={32} />
                <Text fw={600}>{u.nickname}</Text>
              </Group>
            </Anchor>
          ) : null,
        )}
      </Stack>
    </Modal>
  );
}

export function Counts({ uuid, counters }: { uuid: string; counters: FollowCounters | undefined }) {
  const { t } = useTranslation('profile');
  const [side, setSide] = useState<Side | null>(null);
  return (
    <>
      <Group gap="lg">
        {(['subscriptions', 'subscribers'] as const).map((s) => (
          <UnstyledButton key={s} onClick={() => setSide(s)} data-testid={`profile-${s}`}>
            <Text span fw={700}>
              {counters?.[`${s}_count`] ?? '…'}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              {t(`follows.${s}`)}
            </Text>
          </UnstyledButton>
        ))}
      </Group>
      <FollowListModal uuid={uuid} side={side} onClose={() => setSide(null)} />
    </>
  );
}

/**
 * Opens the chat with the member: chat?with=<uuid> finds the chat or creates it (GET /chat?recipient_uuid=,
 * what the Language partners list calls); the chat enforces the rest (a block, the daily limit of new
 * chats, counted at the first message). Disabled while either of them blocks the other, as the chat would be.
 */
function WriteButton({ uuid, blocked }: { uuid: string; blocked: boolean }) {
  const { t } = useTranslation('profile');
  const to = useLocalePath();
  const icon = <IconMessageCircle size={16} />;
  return blocked ? (
    <Button leftSection={icon} disabled data-testid="profile-write">
      {t('actions.write')}
    </Button>
  ) : (
    <Button component={Link} to={to(`/chat?with=${encodeURIComponent(uuid)}`)} leftSection={icon} data-testid="profile-write">
      {t('actions.write')}
    </Button>
  );
}

/** Either of the two blocks the other: no chat, no friendship. */
const blockedEitherWay = (relation: ReturnType<typeof useRelation>) =>
  Boolean(relation.data?.block.blocked_by_me || relation.data?.block.blocked_me);

function Actions({ profile, counters }: { profile: PublicProfile; counters: FollowCounters | undefined }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const relation = useRelation(profile.uuid, true);
  const blocked = blockedEitherWay(relation);
  const [busy, setBusy] = useState<string | null>(null);
  const [complaining, setComplaining] = useState(false);
  const [comment, setComment] = useState('');
  const [note, setNote] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    setNote(null);
    try {
      await action();
    } catch (err) {
      const code = isApiError(err) ? err.code : null;
      setNote(
        code === 'COMPLAIN_BEING_PROCESSED'
          ? t('complain.already')
          : code === 'ADMINS_CAN_NOT_BE_COMPLAINED'
            ? t('complain.admins')
            : t('actions.failed'),
      );
    } finally {
      setBusy(null);
    }
  };

  const follow = () =>
    run('follow', async () => {
      const on = !counters?.is_subscribed;
      const answer = await setFollow(profile.uuid, on);
      queryClient.setQueryData<FollowCounters>(['profile', 'follows', profile.uuid], (old) =>
        old ? { ...old, is_subscribed: answer.is_subscribed, subscribers_count: answer.subscribers_count } : old,
      );
    });

  const status = relation.data?.friendship_status ?? null;
  const friendActionKind = status === 'accepted' ? 'remove' : status === 'request_sender' ? 'cancel' : status === 'request_receiver' ? 'accept' : 'request';
  const friend = () =>
    run('friend', async () => {
      const answer = await friendAction(profile.uuid, friendActionKind);
      queryClient.setQueryData(['profile', 'relation', profile.uuid], answer);
    });

  const complain = () =>
    run('complain', async () => {
      await complainAboutUser(profile.uuid, comment.trim());
      setComplaining(false);
      setComment('');
      setNote(t('complain.sent'));
    });

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <WriteButton uuid={profile.uuid} blocked={blocked} />
        <Button
          onClick={() => void follow()}
          loading={busy === 'follow'}
          variant={counters?.is_subscribed ? 'default' : 'filled'}
          leftSection={counters?.is_subscribed ? <IconUserCheck size={16} /> : <IconUserPlus size={16} />}
          data-testid="profile-follow"
          data-following={counters?.is_subscribed || undefined}
        >
          {counters?.is_subscribed ? t('actions.unfollow') : t('actions.follow')}
        </Button>
        <Button
          onClick={() => void friend()}
          loading={busy === 'friend'}
          disabled={relation.isPending || blocked}
          variant="light"
          leftSection={<IconUsers size={16} />}
          data-testid="profile-friend"
          data-status={status ?? 'none'}
        >
          {t(`actions.friend_${friendActionKind}`)}
        </Button>
        <Button variant="subtle" color="gray" leftSection={<IconFlag size={16} />} onClick={() => setComplaining(true)} data-testid="profile-complain">
          {t('actions.complain')}
        </Button>
      </Group>
      {note && (
        <Text size="sm" c="dimmed" role="status">
          {note}
        </Text>
      )}
      <Modal opened={complaining} onClose={() => setComplaining(false)} title={t('complain.title', { nickname: profile.nickname })} centered>
        <Stack>
          <Textarea
            label={t('complain.comment')}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={3}
            data-testid="complain-comment"
          />
          <Group justify="flex-end">
            <Button onClick={() => void complain()} loading={busy === 'complain'} disabled={!comment.trim()} data-testid="complain-send">
              {t('complain.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** A private profile keeps its details, not its member: members may still write (the chat allows it). */
function PrivateProfileActions({ uuid }: { uuid: string }) {
  const relation = useRelation(uuid, true);
  return <WriteButton uuid={uuid} blocked={blockedEitherWay(relation)} />;
}

function itemTitle(item: FeedItem): string {
  const p = item.position as Record<string, unknown>;
  const pick = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : '');
  return (pick('title') || pick('short_description') || pick('name') || pick('text')).slice(0, 140);
}

function itemLink(item: FeedItem): string {
  const uuid = (item.position as { uuid: string }).uuid;
  if (item.type === 'selection') return `/training/selection?uuid=${uuid}`;
  if (item.type === 'video') return `/training/video?uuid=${uuid}`;
  return `/${item.type}/${uuid}`;
}

export function Materials({ uuid }: { uuid: string }) {
  const { t } = useTranslation('profile');
  const to = useLocalePath();
  const materials = useMaterials(uuid, true);
  return (
    <Section title={t('materials.title')} testId="profile-materials">
      {materials.data?.length ? (
        <Stack gap="sm">
          {materials.data.map((item) => (
            <Group key={item.pagination_uuid} gap="sm" wrap="nowrap">
              <Badge variant="light" radius="sm" miw={96}>
                {t(`materials.types.${item.type}`)}
              </Badge>
              <Anchor component={Link} to={to(itemLink(item))} lineClamp={1}>
                {itemTitle(item) || t('materials.untitled')}
              </Anchor>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{materials.isPending ? '…' : t('materials.empty')}</Text>
      )}
    </Section>
  );
}

export function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('profile');
  const loggedIn = useIsLoggedIn();
  const country = useCountryName(profile.country);
  useDocumentTitle(`${profile.nickname} · Glossa`);
  const place = [profile.city, country].filter(Boolean).join(', ');
  const hidden = profile.details_hidden;
  const locale = useCurrentLocale();
  // Present only when the member chose to share it (and the profile is not private).
  const birthday = profile.birthday
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${profile.birthday}T00:00:00Z`),
      )
    : null;
  const counters = useFollowCounters(hidden ? undefined : profile.uuid);

  return (
    <Stack gap="lg" maw={820} mx="auto" data-testid="public-profile">
      <Section title={profile.nickname} description={hidden ? undefined : place || undefined} testId="public-profile-card">
        <Group gap="lg" align="flex-start">
          <ProfileAvatar src={profile.medium_avatar} nickname={profile.nickname} role={profile.role} premium={profile.premium} size={88} testId="public-profile-avatar" />
          <Stack gap="sm" style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Group gap={6}>
              {profile.role !== 'user' && (
                <Badge variant="light" color={profile.role === 'admin' ? 'red' : 'grape'} radius="sm">
                  {t(`roles.${profile.role}`)}
                </Badge>
              )}
              {profile.premium && (
                <Badge variant="gradient" gradient={{ from: 'orange', to: 'grape' }} radius="sm" data-testid="profile-plus-badge">
                  Plus
                </Badge>
              )}
            </Group>
            {hidden ? (
              <Group gap={6} c="dimmed" data-testid="profile-private-notice">
                <IconLock size={16} />
                <Text>{t('overview.private')}</Text>
              </Group>
            ) : (
              <>
                <Text style={{ whiteSpace: 'pre-wrap' }} c={profile.about ? undefined : 'dimmed'}>
                  {profile.about || t('overview.about_empty_someone')}
                </Text>
                {birthday && (
                  <Text size="sm" c="dimmed" data-testid="profile-birthday">
                    {t('overview.birthday_on', { date: birthday })}
                  </Text>
                )}
                <LanguageList languages={profile.languages} />
                <Counts uuid={profile.uuid} counters={counters.data} />
              </>
            )}
          </Stack>
        </Group>
        {!profile.is_this_user && loggedIn && (
          <div style={{ marginTop: 20 }}>
            {hidden ? <PrivateProfileActions uuid={profile.uuid} /> : <Actions profile={profile} counters={counters.data} />}
          </div>
        )}
      </Section>
      {!hidden && <ProgressSlot own={profile.is_this_user} nickname={profile.nickname} />}
      {!hidden && <Materials uuid={profile.uuid} />}
    </Stack>
  );
}
