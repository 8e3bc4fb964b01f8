// Friend requests, blocking and starting a chat from the companion pages. What the server answers
// is applied to every list showing the user; FRIENDS_REQUEST_NOT_FOUND_EXCEPTION (the other side
// answered meanwhile) reloads them (community.md §8: "reloads the profile").
import { useState } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Companion, Relation } from '@glossa/contract';
import { alerts } from '../../../shared/alerts/store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { blockUser, unblockUser } from '../api/blocking';
import { friendAction, type FriendAction } from '../api/friends';
import { openChatWith } from '../api/get-messages';
import { chatKeys } from '../api/keys';
import { rememberChat } from '../state/chat-store';
import { errorCode } from '../state/errors';

export function usePeopleActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalePath();
  const [busy, setBusy] = useState<string | null>(null);
  const [limitHit, setLimitHit] = useState(false);

  const apply = (relation: Relation) => {
    queryClient.setQueriesData<InfiniteData<Companion[]>>({ queryKey: chatKeys.companionsAll }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) =>
              page
                // A blocked user leaves the results at once.
                .filter((c) => !(c.uuid === relation.uuid && (relation.block.blocked_by_me || relation.block.blocked_me)))
                .map((c) => (c.uuid === relation.uuid ? { ...c, friendship_status: relation.friendship_status } : c)),
            ),
          }
        : data,
    );
    void queryClient.invalidateQueries({ queryKey: chatKeys.friendsAll });
    void queryClient.invalidateQueries({ queryKey: chatKeys.blocked });
  };

  const failed = (err: unknown) => {
    if (errorCode(err) === 'FRIENDS_REQUEST_NOT_FOUND_EXCEPTION') {
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      return;
    }
    alerts.showError('chat', { messageKey: 'chat:errors.action_failed', tone: 'error' });
  };

  const run = async (uuid: string, work: () => Promise<Relation>) => {
    setBusy(uuid);
    try {
      apply(await work());
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    limitHit,
    dismissLimit: () => setLimitHit(false),
    friend: (uuid: string, action: FriendAction) => run(uuid, () => friendAction(uuid, action)),
    block: (uuid: string) => run(uuid, () => blockUser(uuid)),
    unblock: (uuid: string) => run(uuid, () => unblockUser(uuid)),
    /** Finds or creates the chat and opens it (FREE_CHAT_LIMIT_EXCEEDED: the limit message with the Plus hint). */
    write: async (uuid: string) => {
      setBusy(uuid);
      try {
        const { chat } = await openChatWith(uuid);
        rememberChat(chat);
        void navigate(to(`/chat/${chat.id}`));
      } catch (err) {
        if (errorCode(err) === 'FREE_CHAT_LIMIT_EXCEEDED') setLimitHit(true);
        else failed(err);
      } finally {
        setBusy(null);
      }
    },
  };
}

export type PeopleActions = ReturnType<typeof usePeopleActions>;
