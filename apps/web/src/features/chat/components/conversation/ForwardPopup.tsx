// Forwarding the selected messages (up to 20, core.md §9) to one of the user's chats.
import { useState } from 'react';
import { Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@glossa/contract';
import { Popup } from '../../../../shared/ui/Popup';
import { companionOf } from '../../lib/chat-list';
import { forward } from '../../state/chat-actions';
import { useChatStore } from '../../state/chat-store';
import { UserAvatar } from '../UserAvatar';

export function ForwardPopup({ opened, messages, onClose, onDone }: { opened: boolean; messages: Message[]; onClose(): void; onDone(chatId: number): void }) {
  const { t } = useTranslation('chat');
  const chats = useChatStore((s) => s.list.chats);
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const shown = chats.filter(
    (c) => c.access_status === 'available' && (companionOf(c).nickname ?? '').toLowerCase().includes(filter.trim().toLowerCase()),
  );

  const pick = async (chatId: number) => {
    setBusy(chatId);
    const ok = await forward(chatId, [...messages].sort((a, b) => a.id - b.id));
    setBusy(null);
    if (ok) onDone(chatId);
  };

  return (
    <Popup opened={opened} onClose={onClose} title={t('forward.title', { count: messages.length })}>
      <Stack gap="xs" data-testid="forward-popup">
        <TextInput value={filter} onChange={(e) => setFilter(e.currentTarget.value)} placeholder={t('forward.search')} leftSection={<IconSearch size={16} />} radius="xl" />
        {shown.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {t('forward.no_chats')}
          </Text>
        )}
        {shown.map((chat) => {
          const companion = companionOf(chat);
          return (
            <UnstyledButton
              key={chat.id}
              onClick={() => void pick(chat.id)}
              disabled={busy !== null}
              data-testid="forward-target"
              style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 4px', borderRadius: 8 }}
            >
              <UserAvatar name={companion.nickname} src={companion.avatar} size={36} />
              <Text fw={600} style={{ flex: 1 }}>
                {companion.nickname ?? t('common.deleted_user')}
              </Text>
              {busy === chat.id && <Loader size="xs" />}
            </UnstyledButton>
          );
        })}
      </Stack>
    </Popup>
  );
}
