// The scrolling list of a conversation: date separators (core.md §9 labels), messages, then what is
// still on its way. Scrolling to the top loads older messages (keeping the view still); scrolling to
// the bottom of an older part loads newer ones; new messages follow when the view is at the bottom.
import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Button, Loader, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@glossa/contract';
import { useDateLabel } from '../../hooks/use-date-label';
import { clearHighlight, jumpToMessage, loadNewer, loadOlder, reloadConversation } from '../../state/conversation-actions';
import { useChatStore, type ConversationState } from '../../state/chat-store';
import classes from './Conversation.module.css';
import { MessageBubble, type MessageAction } from './MessageBubble';
import { UnsentBubble, UploadBubble } from './PendingBubbles';

const EDGE_PX = 160;
const EMPTY: never[] = [];

function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
}

export interface MessageListProps {
  chatId: number;
  conversation: ConversationState;
  myUuid: string;
  companionUuid: string;
  companionName: string;
  readOnly: boolean;
  selecting: boolean;
  selected: ReadonlySet<number>;
  onAction(action: MessageAction, message: Message): void;
  onToggleSelect(message: Message): void;
  onOpenImage(url: string): void;
}

export function MessageList(props: MessageListProps) {
  const { chatId, conversation, myUuid } = props;
  const { t } = useTranslation('chat');
  const dateLabel = useDateLabel();
  const unsent = useChatStore((s) => s.unsent[chatId] ?? EMPTY);
  const uploads = useChatStore((s) => s.uploads[chatId] ?? EMPTY);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [showToBottom, setShowToBottom] = useState(false);
  const before = useRef({ height: 0, first: 0, last: 0, pending: 0 });
  const messages = conversation.messages;
  // Corrections shown under the message they correct (both members see them there and in the stream).
  const correctionsOf = useMemo(() => {
    const map = new Map<number, Message[]>();
    for (const m of messages) {
      const of = m.type === 'correction' ? m.correction?.message_id : null;
      if (of != null) map.set(of, [...(map.get(of) ?? []), m]);
    }
    return map;
  }, [messages]);
  const first = messages[0]?.id ?? 0;
  const last = messages[messages.length - 1]?.id ?? 0;
  const pending = unsent.length + uploads.length;

  // Keep the view where it was when older messages come in above; follow new ones at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = before.current;
    if (prev.first && first < prev.first && last === prev.last) {
      el.scrollTop += el.scrollHeight - prev.height;
    } else if (!conversation.highlightId && (atBottom.current || prev.last === 0 || pending > prev.pending || (last > prev.last && messages[messages.length - 1]?.author_uuid === myUuid))) {
      el.scrollTop = el.scrollHeight;
    }
    before.current = { height: el.scrollHeight, first, last, pending };
  }, [first, last, pending, conversation.highlightId, messages, myUuid]);

  // A search result: bring it into view, mark it for a moment.
  useEffect(() => {
    if (!conversation.highlightId) return;
    const el = scroller.current?.querySelector(`[data-message-id="${conversation.highlightId}"]`);
    el?.scrollIntoView({ block: 'center' });
    const timer = setTimeout(() => clearHighlight(chatId), 2500);
    return () => clearTimeout(timer);
  }, [chatId, conversation.highlightId, conversation.messages]);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const fromBottom = el.scrollHeight - el.scrollTop - el.clientHeight;
    atBottom.current = fromBottom < 48;
    setShowToBottom(fromBottom > 400 || !conversation.allLoadedDown);
    if (el.scrollTop < EDGE_PX && !conversation.allLoadedUp) void loadOlder(chatId);
    if (fromBottom < EDGE_PX && !conversation.allLoadedDown && conversation.source === 'server') void loadNewer(chatId);
  }, [chatId, conversation.allLoadedDown, conversation.allLoadedUp, conversation.source]);

  // A short first page may not fill the view: nothing to scroll, so ask for older ones directly.
  useEffect(() => {
    const el = scroller.current;
    if (el && conversation.source === 'server' && !conversation.loading && !conversation.allLoadedUp && el.scrollHeight <= el.clientHeight) {
      void loadOlder(chatId);
    }
  }, [chatId, conversation.source, conversation.loading, conversation.allLoadedUp, messages.length]);

  const toBottom = () => {
    if (!conversation.allLoadedDown) void reloadConversation(chatId);
    const el = scroller.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
  };

  // What is on its way belongs after the newest message (also while the cached copy shows).
  const atNewest = conversation.allLoadedDown || conversation.source !== 'server';
  let previousDay = '';
  return (
    <>
      <div ref={scroller} className={classes.messages} onScroll={onScroll} data-testid="message-list" aria-live="polite">
        {conversation.loading === 'up' && (
          <div className={classes.loadingTop}>
            <Loader size="xs" type="dots" />
          </div>
        )}
        {conversation.allLoadedUp && messages.length === 0 && pending === 0 && (
          <Text c="dimmed" ta="center" size="sm" my="auto" data-testid="conversation-empty">
            {t('conversation.empty')}
          </Text>
        )}
        {conversation.failed && messages.length === 0 && (
          <div style={{ margin: 'auto', textAlign: 'center' }}>
            <Text c="dimmed" size="sm" mb="xs">
              {t('conversation.failed')}
            </Text>
            <Button size="xs" variant="light" onClick={() => void reloadConversation(chatId)}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {conversation.source === 'empty' && conversation.loading && (
          <div style={{ margin: 'auto' }}>
            <Loader type="dots" />
          </div>
        )}
        {messages.map((message) => {
          const day = dayKey(message.created_at);
          const separator = day !== previousDay ? dateLabel(message.created_at, 'separator') : null;
          previousDay = day;
          return (
            <Fragment key={message.id}>
              {separator && <div className={classes.separator}>{separator}</div>}
              <MessageBubble
                message={message}
                mine={message.author_uuid === myUuid}
                companionName={props.companionName}
                companionUuid={props.companionUuid}
                highlight={conversation.highlightId === message.id}
                selecting={props.selecting}
                selected={props.selected.has(message.id)}
                readOnly={props.readOnly}
                corrections={correctionsOf.get(message.id)}
                onAction={props.onAction}
                onToggleSelect={props.onToggleSelect}
                onOpenQuote={(id) => void jumpToMessage(chatId, id)}
                onOpenImage={props.onOpenImage}
              />
            </Fragment>
          );
        })}
        {conversation.loading === 'down' && (
          <div className={classes.loadingTop}>
            <Loader size="xs" type="dots" />
          </div>
        )}
        {atNewest &&
          unsent.map((m) => <UnsentBubble key={m.client_message_id} chatId={chatId} message={m} />)}
        {atNewest &&
          uploads.map((u) => <UploadBubble key={u.client_message_id} chatId={chatId} upload={u} />)}
      </div>
      {showToBottom && (
        <ActionIcon className={classes.toBottom} size="xl" radius="xl" variant="default" onClick={toBottom} aria-label={t('conversation.to_bottom')}>
          <IconArrowDown size={20} />
        </ActionIcon>
      )}
    </>
  );
}
