// One conversation: the header, the messages (loaded from the local cache at once, then from the
// server), what is on its way, and the composer or the reason one cannot write (a block, a deleted
// account). Opening it reads its messages (core.md §4 "Reading all ... sets the unread count to 0").
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Anchor, Button, Loader, Text } from '@mantine/core';
import { IconCrown, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Message } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { alerts } from '../../../../shared/alerts/store';
import { useLocalePath } from '../../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../../shared/session/profile';
import { usePlusForSale } from '../../../../shared/plus/plus-status';
import { companionOf } from '../../lib/chat-list';
import { markAllRead, removeMessage, setBlocked } from '../../state/chat-actions';
import { emptyConversation, useChatStore } from '../../state/chat-store';
import { openConversation } from '../../state/conversation-actions';
import { Composer, type ComposerContext } from './Composer';
import { ConfirmPopup } from './ConfirmPopup';
import classes from './Conversation.module.css';
import { ConversationHeader } from './ConversationHeader';
import { ForwardPopup } from './ForwardPopup';
import { ImageViewer } from './ImageViewer';
import type { MessageAction } from './MessageBubble';
import { MessageList } from './MessageList';
import { SearchBar, SearchResults } from './SearchPanel';

/** Reads the chat while it is on screen and has unread messages. */
function useReadWhileVisible(chatId: number, unread: number, loaded: boolean) {
  useEffect(() => {
    if (!loaded || unread === 0) return;
    const read = () => {
      if (document.visibilityState === 'visible') void markAllRead(chatId);
    };
    const timer = setTimeout(read, 300);
    document.addEventListener('visibilitychange', read);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', read);
    };
  }, [chatId, unread, loaded]);
}

function LimitNotice() {
  const { t } = useTranslation('chat');
  const premium = useProfile().data?.premium ?? false;
  // Plus is mentioned only where it can be bought (issue 36 item 7).
  const plusForSale = usePlusForSale(!premium);
  return (
    <div className={classes.notice} role="alert" data-testid="chat-limit-notice">
      <IconCrown size={20} color="var(--mantine-color-yellow-7)" />
      <div>
        <Text size="sm" fw={600}>
          {t('limit.title', { count: premium ? LIMITS.newChatsPerDay.plus : LIMITS.newChatsPerDay.free })}
        </Text>
        {!premium && plusForSale && (
          <Text size="sm" c="dimmed">
            {t('limit.plus_hint', { count: LIMITS.newChatsPerDay.plus })}
          </Text>
        )}
      </div>
    </div>
  );
}

export function Conversation({ chatId }: { chatId: number }) {
  const { t } = useTranslation('chat');
  const to = useLocalePath();
  const navigate = useNavigate();
  const chat = useChatStore((s) => s.chats[chatId]);
  const conversation = useChatStore((s) => s.conversations[chatId]) ?? emptyConversation();
  const limitReached = useChatStore((s) => s.limitReached === chatId);
  const [context, setContext] = useState<ComposerContext | null>(null);
  const [selected, setSelected] = useState<Map<number, Message> | null>(null);
  const [forwarding, setForwarding] = useState<Message[] | null>(null);
  const [search, setSearch] = useState<string | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'delete'; message: Message } | { kind: 'block' } | null>(null);

  useEffect(() => void openConversation(chatId), [chatId]);
  useReadWhileVisible(chatId, chat?.unread_messages_count ?? 0, conversation.source === 'server');

  const toggleSelect = useCallback((message: Message) => {
    setSelected((current) => {
      const next = new Map(current ?? []);
      if (next.has(message.id)) next.delete(message.id);
      else if (next.size >= LIMITS.forwardMax) {
        alerts.showError('chat', { messageKey: 'chat:forward.max', values: { count: LIMITS.forwardMax }, tone: 'warning' });
        return current;
      } else next.set(message.id, message);
      return next;
    });
  }, []);

  const onAction = useCallback(
    (action: MessageAction, message: Message) => {
      switch (action) {
        case 'reply':
        case 'correct':
        case 'edit':
          setContext({ kind: action, message });
          break;
        case 'copy':
          void navigator.clipboard?.writeText(message.type === 'correction' ? (message.correction?.corrected_text ?? '') : message.text).catch(() => undefined);
          break;
        case 'forward':
          setSelected(new Map([[message.id, message]]));
          break;
        case 'delete':
          setConfirm({ kind: 'delete', message });
          break;
      }
    },
    [],
  );

  const selectedSet = useMemo(() => new Set(selected?.keys() ?? []), [selected]);

  if (!chat) {
    return (
      <div className={classes.root} style={{ alignItems: 'center', justifyContent: 'center', gap: 12, padding: 24 }}>
        {conversation.failed ? (
          <>
            <Text fw={600}>{t('conversation.not_found')}</Text>
            <Button component={Link} to={to('/chat')} variant="light">
              {t('conversation.back')}
            </Button>
          </>
        ) : (
          <Loader type="dots" />
        )}
      </div>
    );
  }

  const companion = companionOf(chat);
  const name = companion.nickname ?? t('common.deleted_user');
  const myUuid = chat.users[1]?.uuid ?? '';
  const blocked = chat.access_status !== 'available';

  let footer;
  if (selected) {
    footer = (
      <div className={classes.selectionBar} data-testid="selection-bar">
        <Text size="sm" fw={600} style={{ flex: 1 }}>
          {t('forward.selected', { count: selected.size, max: LIMITS.forwardMax })}
        </Text>
        <Button variant="default" size="xs" onClick={() => setSelected(null)}>
          {t('common.cancel')}
        </Button>
        <Button size="xs" disabled={selected.size === 0} onClick={() => setForwarding([...selected.values()])} data-testid="forward-selected">
          {t('actions.forward')}
        </Button>
      </div>
    );
  } else if (chat.access_status === 'companion_deleted') {
    footer = (
      <div className={classes.notice} data-testid="chat-blocked-notice">
        <IconLock size={18} />
        <Text size="sm">{t('blocked.deleted')}</Text>
      </div>
    );
  } else if (blocked) {
    footer = (
      <div className={classes.notice} data-testid="chat-blocked-notice">
        <IconLock size={18} />
        <Text size="sm" style={{ flex: 1 }}>
          {companion.block.blocked_by_me ? t('blocked.by_me', { name }) : t('blocked.me', { name })}
        </Text>
        {companion.block.blocked_by_me && (
          <Anchor component="button" size="sm" onClick={() => void setBlocked(chat, false)} data-testid="notice-unblock">
            {t('actions.unblock')}
          </Anchor>
        )}
      </div>
    );
  } else {
    footer = <Composer chat={chat} context={context} onClearContext={() => setContext(null)} />;
  }

  return (
    <div className={classes.root} data-testid="conversation" data-chat-id={chatId}>
      <ConversationHeader chat={chat} onSearch={() => setSearch((q) => (q === null ? '' : null))} onSelect={() => setSelected(new Map())} onBlock={() => setConfirm({ kind: 'block' })} />
      {search !== null && <SearchBar query={search} onChange={setSearch} onClose={() => setSearch(null)} />}
      <div className={classes.body}>
        {search !== null && <SearchResults chatId={chatId} query={search} onPick={() => setSearch(null)} />}
        <MessageList
          chatId={chatId}
          conversation={conversation}
          myUuid={myUuid}
          companionUuid={companion.uuid}
          companionName={name}
          readOnly={blocked}
          selecting={selected !== null}
          selected={selectedSet}
          onAction={onAction}
          onToggleSelect={toggleSelect}
          onOpenImage={setImage}
        />
      </div>
      {limitReached && <LimitNotice />}
      {footer}
      <ImageViewer url={image} onClose={() => setImage(null)} />
      <ForwardPopup
        opened={forwarding !== null}
        messages={forwarding ?? []}
        onClose={() => setForwarding(null)}
        onDone={(target) => {
          setForwarding(null);
          setSelected(null);
          if (target !== chatId) void navigate(to(`/chat/${target}`));
        }}
      />
      <ConfirmPopup
        opened={confirm !== null}
        title={confirm?.kind === 'block' ? t('confirm.block_title', { name }) : t('confirm.delete_title')}
        text={confirm?.kind === 'block' ? t('confirm.block_text', { name }) : t('confirm.delete_text')}
        confirm={confirm?.kind === 'block' ? t('actions.block') : t('actions.delete')}
        onConfirm={() => {
          if (confirm?.kind === 'block') void setBlocked(chat, true);
          else if (confirm?.kind === 'delete') void removeMessage(chatId, confirm.message);
        }}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
