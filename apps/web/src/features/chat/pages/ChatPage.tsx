// The Chat screen (core.md §2 "chat"). Desktop: the chat list and the conversation side by side;
// mobile (<= 980 px): the list page, then the conversation page (chat/{id}). chat?with=<uuid> opens
// (or creates) the chat with that user.
import { useEffect } from 'react';
import { Button, Text, Title } from '@mantine/core';
import { IconMessages, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { alerts } from '../../../shared/alerts/store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import { useLayout } from '../../../shared/ui/breakpoints';
import { openChatWith } from '../api/get-messages';
import { ChatList } from '../components/ChatList';
import { Conversation } from '../components/conversation/Conversation';
import { rememberChat } from '../state/chat-store';
import { loadChatList } from '../state/list-actions';
import { useChatRealtime } from '../state/realtime-sync';
import classes from './ChatPage.module.css';
import { usePageTitle } from '../../../shared/ui/use-page-title';

function chatIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  return Number(param);
}

function NoChatSelected() {
  const { t } = useTranslation('chat');
  const to = useLocalePath();
  return (
    <div className={classes.empty} data-testid="no-chat-selected">
      <div className={classes.emptyIcon}>
        <IconMessages size={36} stroke={1.5} />
      </div>
      <Title order={2} size="h3">
        {t('empty.choose_title')}
      </Title>
      <Text c="dimmed" maw={360}>
        {t('empty.choose_hint')}
      </Text>
      <Button component={Link} to={to('/chat/companions')} leftSection={<IconUserSearch size={18} />} mt="sm">
        {t('list.find_companions')}
      </Button>
    </div>
  );
}

/** chat?with=<uuid> (a profile's "Write a message"): finds or creates the chat with that user and opens it. */
function useOpenWith() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = useLocalePath();
  const uuid = params.get('with');
  useEffect(() => {
    if (!uuid) return;
    const controller = new AbortController();
    openChatWith(uuid, controller.signal).then(
      ({ chat }) => {
        rememberChat(chat);
        void navigate(to(`/chat/${chat.id}`), { replace: true });
      },
      () => {
        // Left before the answer (or React's second effect run): nothing failed.
        if (controller.signal.aborted) return;
        alerts.showError('chat', { messageKey: 'chat:errors.action_failed', tone: 'error' });
        void navigate(to('/chat'), { replace: true });
      },
    );
    return () => controller.abort();
  }, [navigate, to, uuid]);
}

export default function ChatPage() {
  usePageTitle('chat', 'list.title');
  const { chatId } = useParams();
  const id = chatIdOf(chatId);
  const layout = useLayout();
  const profile = useProfile();
  useChatRealtime(profile.data?.uuid);
  useOpenWith();
  useEffect(() => void loadChatList(true), []);

  if (layout === 'mobile') {
    return (
      <div className={classes.page} data-testid="chat-page">
        <div className={classes.single}>{id ? <Conversation key={id} chatId={id} /> : <ChatList selectedId={null} />}</div>
      </div>
    );
  }
  return (
    <div className={classes.page} data-testid="chat-page">
      <div className={classes.split}>
        <aside className={classes.listPane}>
          <ChatList selectedId={id} />
        </aside>
        <section className={classes.conversationPane}>{id ? <Conversation key={id} chatId={id} /> : <NoChatSelected />}</section>
      </div>
    </div>
  );
}
