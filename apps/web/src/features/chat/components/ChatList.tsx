// The chat list (core.md §4 Chat): 12 chats a page, more as the list scrolls until a short page
// raises the all-loaded flag; last message preview, unread count, muted icon; drafts marked.
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Tooltip.css';
import { useEffect, useRef } from 'react';
import { ActionIcon, Button, Loader, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconMessages, IconRobot, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useChatStore } from '../state/chat-store';
import { loadChatList } from '../state/list-actions';
import classes from './ChatList.module.css';
import { ChatListItem } from './ChatListItem';

function LoadMore() {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLDivElement>(null);
  const loadingMore = useChatStore((s) => s.list.loadingMore);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadChatList(false);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={classes.state}>
      {loadingMore ? (
        <Loader size="sm" type="dots" />
      ) : (
        <Button variant="subtle" size="xs" onClick={() => void loadChatList(false)}>
          {t('list.more')}
        </Button>
      )}
    </div>
  );
}

export function ChatList({ selectedId }: { selectedId: number | null }) {
  const { t } = useTranslation('chat');
  const to = useLocalePath();
  const list = useChatStore((s) => s.list);
  const conversations = useChatStore((s) => s.chats);

  let content;
  if (list.chats.length === 0 && (list.status === 'loading' || list.status === 'idle')) {
    content = (
      <div aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={classes.item}>
            <Skeleton circle height={44} />
            <div className={classes.body}>
              <Skeleton height={12} width="50%" mb={8} />
              <Skeleton height={10} width="80%" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (list.chats.length === 0 && list.status === 'error') {
    content = (
      <div className={classes.state}>
        <Text c="dimmed" mb="sm">
          {t('list.failed')}
        </Text>
        <Button variant="light" onClick={() => void loadChatList(true)}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (list.chats.length === 0) {
    content = (
      <div className={classes.state} data-testid="chat-list-empty">
        <div className={classes.emptyIcon}>
          <IconMessages size={30} stroke={1.5} />
        </div>
        <Text fw={600}>{t('list.empty_title')}</Text>
        <Text c="dimmed" size="sm" mb="md">
          {t('list.empty_hint')}
        </Text>
        <Button component={Link} to={to('/chat/companions')} leftSection={<IconUserSearch size={18} />}>
          {t('list.find_companions')}
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        <nav aria-label={t('list.title')} data-testid="chat-list">
          {list.chats.map((chat) => (
            <ChatListItem key={chat.id} chat={conversations[chat.id] ?? chat} selected={chat.id === selectedId} />
          ))}
        </nav>
        {!list.allLoaded && <LoadMore />}
      </>
    );
  }

  return (
    <div className={classes.root}>
      <div className={classes.head}>
        <h1 className={classes.title}>{t('list.title')}</h1>
        {/* The AI conversation partner (plus feature, its own page). */}
        <Tooltip label={t('list.ai_partner')}>
          <ActionIcon
            component={Link}
            to={to('/ai-partner')}
            variant="light"
            size="lg"
            radius="xl"
            ml="auto"
            mr={8}
            aria-label={t('list.ai_partner')}
            data-testid="ai-partner-link"
          >
            <IconRobot size={20} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('list.find_companions')}>
          <ActionIcon
            component={Link}
            to={to('/chat/companions')}
            variant="light"
            size="lg"
            radius="xl"
            aria-label={t('list.find_companions')}
            data-testid="find-companions"
          >
            <IconUserSearch size={20} />
          </ActionIcon>
        </Tooltip>
      </div>
      <div className={classes.scroll}>{content}</div>
    </div>
  );
}
