import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { ActionIcon, Badge, Button, Menu } from '@mantine/core';
import { IconBan, IconDots, IconMessageCircle, IconUserCheck, IconUserPlus, IconUserX, IconSparkles, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Companion } from '@glossa/contract';
import { useCurrentLocale } from '../../../../shared/i18n/locale-store';
import { useLanguageNames } from '../../hooks/use-language-names';
import type { PeopleActions } from '../../hooks/use-people-actions';
import { UserAvatar } from '../UserAvatar';
import classes from './Companions.module.css';
import { Link } from 'react-router';
import { useLocalePath } from '../../../../shared/i18n/use-locale-path';

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in the interface language (the browser's CLDR data), else the server's English name. */
export function countryName(code: string | null, locale: string): string | null {
  if (!code) return null;
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

export function FriendshipButton({ companion, actions }: { companion: Pick<Companion, 'uuid' | 'friendship_status'>; actions: PeopleActions }) {
  const { t } = useTranslation('chat');
  const busy = actions.busy === companion.uuid;
  switch (companion.friendship_status) {
    case 'accepted':
      return (
        <Button variant="light" color="teal" size="xs" leftSection={<IconUserCheck size={16} />} data-testid="friend-status-friends" style={{ pointerEvents: 'none' }}>
          {t('friends.friends')}
        </Button>
      );
    case 'request_sender':
      return (
        <Button variant="default" size="xs" leftSection={<IconClock size={16} />} loading={busy} onClick={() => void actions.friend(companion.uuid, 'cancel')} data-testid="friend-cancel">
          {t('friends.cancel_short')}
        </Button>
      );
    case 'request_receiver':
      return (
        <Button size="xs" leftSection={<IconUserCheck size={16} />} loading={busy} onClick={() => void actions.friend(companion.uuid, 'accept')} data-testid="friend-accept">
          {t('friends.accept')}
        </Button>
      );
    default:
      return (
        <Button variant="light" size="xs" leftSection={<IconUserPlus size={16} />} loading={busy} onClick={() => void actions.friend(companion.uuid, 'request')} data-testid="friend-request">
          {t('friends.add')}
        </Button>
      );
  }
}

export function CompanionCard({ companion, actions }: { companion: Companion; actions: PeopleActions }) {
  const { t } = useTranslation(['companions', 'chat']);
  const locale = useCurrentLocale();
  const languageName = useLanguageNames();
  const place = [companion.city, countryName(companion.country, locale)].filter(Boolean).join(', ');
  const name = companion.nickname ?? t('chat:common.deleted_user');
  const to = useLocalePath();

  return (
    <article className={classes.card} data-testid="companion-card" data-uuid={companion.uuid}>
      <div className={classes.cardTop}>
        <UserAvatar name={name} src={companion.avatar} size={48} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <div className={classes.cardName} data-testid="companion-name">
            {companion.nickname ? (
              <Link to={to(`/profile/${encodeURIComponent(companion.nickname)}`)} style={{ color: 'inherit' }} data-testid="companion-profile-link">
                {name}
              </Link>
            ) : (
              name
            )}
          </div>
          <div className={classes.cardPlace}>
            {place || t('companions:card.no_place')}
            {companion.distance_km !== null && ` · ${t('companions:card.distance', { km: Math.round(companion.distance_km) })}`}
          </div>
        </div>
      </div>
      <div className={classes.langs}>
        {companion.is_mutual_match && (
          <Badge variant="light" color="grape" leftSection={<IconSparkles size={12} />} title={t('companions:card.match_hint')} tt="none" data-testid="companion-match">
            {t('companions:card.match')}
          </Badge>
        )}
        {companion.languages.map((l) => (
          <Badge key={l.lang_code} variant={l.level === 'NATIVE' ? 'filled' : 'light'} color={l.level === 'NATIVE' ? 'brand' : 'gray'} tt="none" fw={600}>
            {languageName(l.lang_code)} · {t(`companions:levels.${l.level}`)}
          </Badge>
        ))}
      </div>
      <div className={classes.cardActions}>
        <Button size="xs" leftSection={<IconMessageCircle size={16} />} loading={actions.busy === companion.uuid} onClick={() => void actions.write(companion.uuid)} data-testid="companion-write">
          {t('companions:card.write')}
        </Button>
        <FriendshipButton companion={companion} actions={actions} />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" ml="auto" aria-label={t('companions:card.more', { name })}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {companion.friendship_status === 'request_receiver' && (
              <Menu.Item leftSection={<IconUserX size={16} />} onClick={() => void actions.friend(companion.uuid, 'decline')}>
                {t('chat:friends.decline')}
              </Menu.Item>
            )}
            {companion.friendship_status === 'accepted' && (
              <Menu.Item leftSection={<IconUserX size={16} />} onClick={() => void actions.friend(companion.uuid, 'remove')}>
                {t('chat:friends.remove')}
              </Menu.Item>
            )}
            <Menu.Item color="red" leftSection={<IconBan size={16} />} onClick={() => void actions.block(companion.uuid)} data-testid="companion-block">
              {t('chat:actions.block')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </div>
    </article>
  );
}
