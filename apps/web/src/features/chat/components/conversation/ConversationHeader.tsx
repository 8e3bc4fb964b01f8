// The companion and what can be done with the chat: search, mute, friendship, block, hide, select.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Badge.css';
import { ActionIcon, Badge, Button, Menu } from '@mantine/core';
import {
  IconArrowLeft,
  IconBan,
  IconBell,
  IconBellOff,
  IconChecks,
  IconDotsVertical,
  IconEyeOff,
  IconListCheck,
  IconSearch,
  IconUserCheck,
  IconUserMinus,
  IconUserPlus,
  IconUserX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Chat } from '@glossa/contract';
import { useLocalePath } from '../../../../shared/i18n/use-locale-path';
import { useLayout } from '../../../../shared/ui/breakpoints';
import { companionOf } from '../../lib/chat-list';
import { useCorrectionStats } from '../../api/corrections';
import { changeFriendship, hideChat, markAllRead, setBlocked, toggleMute } from '../../state/chat-actions';
import { UserAvatar } from '../UserAvatar';
import classes from './Conversation.module.css';

export interface ConversationHeaderProps {
  chat: Chat;
  onSearch(): void;
  onSelect(): void;
  onBlock(): void;
}

function FriendButton({ chat }: { chat: Chat }) {
  const { t } = useTranslation('chat');
  const status = companionOf(chat).friendship_status;
  if (chat.access_status !== 'available') return null;
  if (status === 'request_receiver') {
    return (
      <>
        <Button size="xs" radius="xl" leftSection={<IconUserCheck size={16} />} onClick={() => void changeFriendship(chat, 'accept')} data-testid="friend-accept">
          {t('friends.accept')}
        </Button>
        <Button size="xs" radius="xl" variant="default" onClick={() => void changeFriendship(chat, 'decline')} data-testid="friend-decline">
          {t('friends.decline')}
        </Button>
      </>
    );
  }
  if (status === null) {
    return (
      <Button size="xs" radius="xl" variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => void changeFriendship(chat, 'request')} data-testid="friend-request">
        {t('friends.add')}
      </Button>
    );
  }
  return null;
}

export function ConversationHeader({ chat, onSearch, onSelect, onBlock }: ConversationHeaderProps) {
  const { t } = useTranslation('chat');
  const to = useLocalePath();
  const navigate = useNavigate();
  const mobile = useLayout() === 'mobile';
  const companion = companionOf(chat);
  const name = companion.nickname ?? t('common.deleted_user');
  const status = companion.friendship_status;
  // The partner's corrections (all their chats): given, received; the thanks they got in the title.
  const corrections = useCorrectionStats(chat.id).data;
  const statusText =
    chat.access_status === 'companion_deleted'
      ? t('status.deleted')
      : companion.block.blocked_by_me
        ? t('status.blocked_by_me')
        : companion.block.blocked_me
          ? t('status.blocked_me')
          : status === 'accepted'
            ? t('status.friend')
            : status === 'request_sender'
              ? t('status.request_sent')
              : status === 'request_receiver'
                ? t('status.request_received')
                : t('status.not_friend');

  return (
    <header className={classes.header} data-testid="conversation-header">
      {mobile && (
        <ActionIcon component={Link} to={to('/chat')} variant="subtle" color="gray" size="lg" aria-label={t('conversation.back')}>
          <IconArrowLeft size={20} />
        </ActionIcon>
      )}
      <UserAvatar name={name} src={companion.avatar} size={40} />
      <div className={classes.who}>
        <h2 className={classes.whoName} data-testid="conversation-name">
          {name}
        </h2>
        <div className={classes.whoStatus} data-testid="friendship-status">
          {statusText}
          {chat.is_muted && (
            <Badge size="xs" variant="light" color="gray" ml={6} leftSection={<IconBellOff size={10} />}>
              {t('list.muted')}
            </Badge>
          )}
        </div>
        {corrections && (
          <div
            className={classes.whoStatus}
            data-testid="correction-stats"
            title={t('correction.stats_title', { name, thanks: corrections.companion.thanks_received })}
          >
            {t('correction.stats', { given: corrections.companion.given, received: corrections.companion.received })}
          </div>
        )}
      </div>
      {!mobile && <FriendButton chat={chat} />}
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={onSearch} aria-label={t('search.open')} data-testid="open-search">
        <IconSearch size={20} />
      </ActionIcon>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('conversation.menu')} data-testid="conversation-menu">
            <IconDotsVertical size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {mobile && status === null && chat.access_status === 'available' && (
            <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={() => void changeFriendship(chat, 'request')}>
              {t('friends.add')}
            </Menu.Item>
          )}
          {mobile && status === 'request_receiver' && (
            <>
              <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={() => void changeFriendship(chat, 'accept')}>
                {t('friends.accept')}
              </Menu.Item>
              <Menu.Item leftSection={<IconUserX size={16} />} onClick={() => void changeFriendship(chat, 'decline')}>
                {t('friends.decline')}
              </Menu.Item>
            </>
          )}
          {status === 'request_sender' && (
            <Menu.Item leftSection={<IconUserX size={16} />} onClick={() => void changeFriendship(chat, 'cancel')} data-testid="friend-cancel">
              {t('friends.cancel')}
            </Menu.Item>
          )}
          {status === 'accepted' && (
            <Menu.Item leftSection={<IconUserMinus size={16} />} onClick={() => void changeFriendship(chat, 'remove')}>
              {t('friends.remove')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={chat.is_muted ? <IconBell size={16} /> : <IconBellOff size={16} />} onClick={() => void toggleMute(chat)} data-testid="toggle-mute">
            {chat.is_muted ? t('actions.unmute') : t('actions.mute')}
          </Menu.Item>
          <Menu.Item leftSection={<IconChecks size={16} />} onClick={() => void markAllRead(chat.id)}>
            {t('actions.read_all')}
          </Menu.Item>
          <Menu.Item leftSection={<IconListCheck size={16} />} onClick={onSelect} data-testid="select-messages">
            {t('actions.select')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconEyeOff size={16} />}
            onClick={() =>
              void hideChat(chat.id).then((hidden) => {
                if (hidden) void navigate(to('/chat'));
              })
            }
          >
            {t('actions.hide')}
          </Menu.Item>
          <Menu.Divider />
          {companion.block.blocked_by_me ? (
            <Menu.Item leftSection={<IconBan size={16} />} onClick={() => void setBlocked(chat, false)} data-testid="unblock-user">
              {t('actions.unblock')}
            </Menu.Item>
          ) : (
            <Menu.Item color="red" leftSection={<IconBan size={16} />} onClick={onBlock} data-testid="block-user">
              {t('actions.block')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </header>
  );
}
