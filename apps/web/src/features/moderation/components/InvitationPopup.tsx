// The "accept moderation" popup (community.md §2, §4 Moderator invitation): an invited member
// accepts (role moderator: the token is refreshed so the role counts at once, then the greeting)
// or declines. Mounted by the app shell while the profile says `invited`.
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { USER_QUERY_KEY } from '../../../shared/api/query-keys';
import { alerts } from '../../../shared/alerts/store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { sessionRefresher } from '../../../shared/session/session';
import { Popup } from '../../../shared/ui/Popup';
import { api } from '../../../shared/api';

/** POST /user/moderation/answer-invite?accept= (here, not in api/: this chunk loads alone, on any page). */
const answerInvitation = (accept: boolean) => api.post('/user/moderation/answer-invite', undefined, { query: { accept: String(accept) } });

export default function InvitationPopup() {
  const { t } = useTranslation('moderation');
  const to = useLocalePath();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);

  const answer = async (accept: boolean) => {
    setBusy(accept ? 'accept' : 'decline');
    try {
      await answerInvitation(accept);
      // The access token carries the role: a fresh one makes the new role count right away.
      if (accept) await sessionRefresher.refresh();
      await client.invalidateQueries({ queryKey: USER_QUERY_KEY });
      setOpen(false);
      if (accept) void navigate(to('/moderation/greeting'));
    } catch {
      alerts.showError('server', { messageKey: 'common:server_error_title' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Popup opened={open} onClose={() => setOpen(false)} title={t('invitation.title')}>
      <div data-testid="invitation-popup">
        <Text>{t('invitation.text')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" radius="xl" loading={busy === 'decline'} disabled={busy !== null} onClick={() => void answer(false)} data-testid="invitation-decline">
            {t('invitation.decline')}
          </Button>
          <Button color="violet" radius="xl" loading={busy === 'accept'} disabled={busy !== null} onClick={() => void answer(true)} data-testid="invitation-accept">
            {t('invitation.accept')}
          </Button>
        </Group>
      </div>
    </Popup>
  );
}
