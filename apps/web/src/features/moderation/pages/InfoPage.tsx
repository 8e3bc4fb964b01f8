// moderation/info (community.md §2 "info", "moderators info"): what moderators do, the team
// (moderators 12 a page, administrators), and for administrators the candidates (level 50+, 500+
// confirmed items: 20 a page) to invite. Members can send the team a comment or a suggestion.
import { useState } from 'react';
import { Button, Loader, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { alerts } from '../../../shared/alerts/store';
import { useProfile } from '../../../shared/session/profile';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { useAdministrators, useCandidates, useModerators, useRoleCall } from '../api/moderators';
import { sendReview } from '../api/reviews';
import { ModerationNav } from '../components/ModerationNav';
import { ModeratorRows } from '../components/ModeratorRows';
import { moderationErrorKey } from '../lib/errors';
import { MODERATION_LIMITS } from '../lib/limits';
import classes from '../components/Moderation.module.css';

function Team() {
  const { t } = useTranslation('moderation');
  const { data: profile } = useProfile();
  const admin = profile?.role === 'admin';
  const moderator = admin || profile?.role === 'moderator';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const moderators = useModerators(debounced);
  const admins = useAdministrators();
  const candidates = useCandidates(debounced, admin);
  const roles = useRoleCall();
  const failed = (err: unknown) => alerts.showError('server', { messageKey: moderationErrorKey(err) ?? 'common:server_error_title' });
  const call = (kind: 'invite' | 'revoke', uuid: string) =>
    roles.mutate({ kind, uuid }, { onSuccess: () => alerts.showAlert('system', { messageKey: `moderation:member.done_${kind}`, tone: 'success' }), onError: failed });
  const busyFor = (uuid: string) => roles.isPending && roles.variables?.uuid === uuid;
  const listed = moderators.data?.pages.flatMap((p) => p.data) ?? [];
  const candidateList = candidates.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <>
      <TextInput
        mt="lg"
        maw={420}
        leftSection={<IconSearch size={16} />}
        placeholder={t('team.search')}
        aria-label={t('team.search')}
        value={search}
        maxLength={MODERATION_LIMITS.searchMax}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <div className={classes.section}>
        <h2 className={classes.sectionTitle}>{t('team.moderators', { count: moderators.data?.pages[0]?.total ?? 0 })}</h2>
        {moderators.isPending ? (
          <Loader type="dots" size="sm" />
        ) : listed.length === 0 ? (
          <Text c="dimmed">{t('team.none')}</Text>
        ) : (
          <ModeratorRows
            list={listed}
            linkMembers={moderator}
            action={admin ? (m) => ({ label: m.role === 'moderator' ? t('member.revoke') : t('member.cancel_invitation'), onClick: () => call('revoke', m.uuid), busy: busyFor(m.uuid), testId: 'team-revoke' }) : undefined}
          />
        )}
        {moderators.hasNextPage && (
          <Button variant="subtle" mt="sm" loading={moderators.isFetchingNextPage} onClick={() => void moderators.fetchNextPage()}>
            {t('team.more')}
          </Button>
        )}
      </div>
      <div className={classes.section}>
        <h2 className={classes.sectionTitle}>{t('team.administrators')}</h2>
        {admins.data && <ModeratorRows list={admins.data} linkMembers={moderator} />}
      </div>
      {admin && (
        <div className={classes.section} data-testid="team-candidates">
          <h2 className={classes.sectionTitle}>{t('team.candidates')}</h2>
          <Text size="sm" c="dimmed" mb="sm">
            {t('team.candidates_rule')}
          </Text>
          {candidates.isPending ? (
            <Loader type="dots" size="sm" />
          ) : candidateList.length === 0 ? (
            <Text c="dimmed">{t('team.no_candidates')}</Text>
          ) : (
            <ModeratorRows
              list={candidateList}
              linkMembers
              action={(m) =>
                m.invited_to_moderation_status === 'invited' ? null : { label: t('member.invite'), onClick: () => call('invite', m.uuid), busy: busyFor(m.uuid), testId: 'team-invite' }
              }
            />
          )}
          {candidates.hasNextPage && (
            <Button variant="subtle" mt="sm" loading={candidates.isFetchingNextPage} onClick={() => void candidates.fetchNextPage()}>
              {t('team.more')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

function Suggest() {
  const { t } = useTranslation('moderation');
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await sendReview(text.trim(), pathname);
      setText('');
      alerts.showAlert('system', { messageKey: 'moderation:suggest.sent', tone: 'success' });
    } catch (err) {
      alerts.showError('server', { messageKey: moderationErrorKey(err) ?? 'common:server_error_title' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={classes.section}>
      <h2 className={classes.sectionTitle}>{t('suggest.title')}</h2>
      <Textarea
        maw={640}
        autosize
        minRows={3}
        maxLength={MODERATION_LIMITS.reviewTextMax}
        placeholder={t('suggest.placeholder')}
        aria-label={t('suggest.title')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        data-testid="suggest-text"
      />
      <Button mt="sm" radius="xl" disabled={!text.trim()} loading={busy} onClick={() => void submit()} data-testid="suggest-send">
        {t('suggest.send')}
      </Button>
    </div>
  );
}

export default function InfoPage() {
  const { t } = useTranslation('moderation');
  useDocumentTitle(`${t('info.title')} · Glossa`);
  const loggedIn = useIsLoggedIn();
  return (
    <div className={classes.page} data-testid="moderation-info">
      <ModerationNav />
      <h1 className={classes.title}>{t('info.title')}</h1>
      <div className={classes.prose}>
        <p>{t('info.intro')}</p>
        <ul>
          <li>{t('info.duty_review')}</li>
          <li>{t('info.duty_complaints')}</li>
          <li>{t('info.duty_members')}</li>
          <li>{t('info.duty_admins')}</li>
        </ul>
        <p>{t('info.become')}</p>
      </div>
      {loggedIn ? (
        <>
          <Team />
          <Suggest />
        </>
      ) : (
        <Text c="dimmed" mt="lg">
          {t('info.sign_in')}
        </Text>
      )}
    </div>
  );
}
