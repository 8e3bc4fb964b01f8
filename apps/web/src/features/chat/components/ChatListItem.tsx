import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { ActionIcon, Menu } from '@mantine/core';
import { IconBellOff, IconChecks, IconDots, IconEyeOff, IconBell, IconMicrophone, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import type { Chat } from '@glossa/contract';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useDateLabel } from '../hooks/use-date-label';
import { companionOf } from '../lib/chat-list';
import { hideChat, markAllRead, toggleMute } from '../state/chat-actions';
import { useChatStore } from '../state/chat-store';
import classes from './ChatList.module.css';
import { UserAvatar } from './UserAvatar';

function Preview({ chat, selected }: { chat: Chat; selected: boolean }) {
  const { t } = useTranslation('chat');
  const draft = useChatStore((s) => s.drafts[chat.id]);
  const message = chat.last_message;
  // The open chat's draft is in its composer; the others show it here.
  if (draft && !selected) {
    return (
      <span className={classes.preview}>
        <span className={classes.draft}>{t('list.draft')}</span> {draft}
      </span>
    );
  }
  if (!message) return <span className={classes.preview}>{t('list.no_messages')}</span>;
  const mine = message.author_uuid !== companionOf(chat).uuid;
  const prefix = mine ? `${t('list.you')}: ` : '';
  if (message.deleted_at) return <span className={`${classes.preview} ${classes.deleted}`}>{t('message.deleted')}</span>;
  if (message.type === 'image') {
    return (
      <span className={classes.preview}>
        {prefix}
        <IconPhoto size={14} style={{ verticalAlign: '-2px' }} /> {message.text || t('message.photo')}
      </span>
    );
  }
  if (message.type === 'audio') {
    return (
      <span className={classes.preview}>
        {prefix}
        <IconMicrophone size={14} style={{ verticalAlign: '-2px' }} /> {t('message.voice')}
      </span>
    );
  }
  return (
    <span className={classes.preview}>
      {prefix}
      {message.type === 'correction' ? `✎ ${message.correction?.corrected_text ?? ''}` : message.text}
    </span>
  );
}

export function ChatListItem({ chat, selected }: { chat: Chat; selected: boolean }) {
  const { t } = useTranslation('chat');
  const to = useLocalePath();
  const navigate = useNavigate();
  const dateLabel = useDateLabel();
  const companion = companionOf(chat);
  const name = companion.nickname ?? t('common.deleted_user');
  const unread = chat.unread_messages_count;
  const date = chat.last_message?.created_at ?? chat.created_at;

  return (
    <NavLink
      to={to(`/chat/${chat.id}`)}
      className={classes.item}
      aria-current={selected ? 'page' : undefined}
      data-testid="chat-list-item"
      data-chat-id={chat.id}
      data-unread={unread > 0 || undefined}
    >
      <UserAvatar name={name} src={companion.avatar} size={44} />
      <div className={classes.body}>
        <div className={classes.line}>
          <span className={classes.name}>{name}</span>
          {chat.is_muted && <IconBellOff size={14} aria-label={t('list.muted')} data-testid="muted-icon" color="var(--mantine-color-dimmed)" />}
          <span className={classes.date}>{dateLabel(date)}</span>
        </div>
        <div className={classes.line}>
          <Preview chat={chat} selected={selected} />
          {unread > 0 && (
            <span className={classes.unread} data-muted={chat.is_muted || undefined} data-testid="chat-unread-count" aria-label={t('list.unread', { count: unread })}>
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </div>
      </div>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            className={classes.menu}
            variant="subtle"
            color="gray"
            radius="xl"
            aria-label={t('list.actions', { name })}
            onClick={(event) => {
              event.preventDefault();
              event.stopPropagation();
            }}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
          <Menu.Item leftSection={chat.is_muted ? <IconBell size={16} /> : <IconBellOff size={16} />} onClick={() => void toggleMute(chat)}>
            {chat.is_muted ? t('actions.unmute') : t('actions.mute')}
          </Menu.Item>
          {unread > 0 && (
            <Menu.Item leftSection={<IconChecks size={16} />} onClick={() => void markAllRead(chat.id)}>
              {t('actions.read_all')}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconEyeOff size={16} />}
            onClick={() =>
              void hideChat(chat.id).then((hidden) => {
                if (hidden && selected) void navigate(to('/chat'));
              })
            }
          >
            {t('actions.hide')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </NavLink>
  );
}
