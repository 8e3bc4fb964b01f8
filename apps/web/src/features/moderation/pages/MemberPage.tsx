// moderation/members/:uuid (moderators): one member's standing and the discipline calls
// (community.md §4, §6): warn (one at a time), block for a period or for ever, unblock, remove the
// warning, trusted publisher; administrators also delete the avatar, description or nickname,
// invite to moderate, revoke, give the Expert status, give or end Plus by hand. The violation history below.
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconLock, IconLockOpen, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import type { MemberStanding, ProfileFieldType } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { alerts } from '../../../shared/alerts/store';
import { useProfile } from '../../../shared/session/profile';
import { useDiscipline, type DisciplineCall } from '../api/discipline';
import { useMember, useViolationHistory } from '../api/members';
import { useRoleCall, type RoleCall } from '../api/moderators';
import { Gate, PageLoading } from '../components/Gate';
import { MemberPlus } from '../components/MemberPlus';
import { ModerationNav } from '../components/ModerationNav';
import { RoleBadge } from '../components/RoleBadge';
import { SanctionPopup } from '../components/SanctionPopup';
import { ViolationHistory } from '../components/ViolationHistory';
import { moderationErrorKey } from '../lib/errors';
import type { SanctionKind } from '../lib/sanction';
import classes from '../components/Moderation.module.css';

const FIELDS: ProfileFieldType[] = ['avatar', 'description', 'nickname'];

/** What the viewer may do to this member (the server's rule, so the buttons match its answers). */
function powers(viewer: { uuid: string; role: string } | undefined, m: MemberStanding) {
  const self = viewer?.uuid === m.uuid;
  const admin = viewer?.role === 'admin';
  const discipline = !self && !m.deleted && m.role !== 'admin' && (admin || m.role === 'user');
  return { discipline, admin: admin && discipline, roles: admin && !self && !m.deleted && m.role !== 'admin' };
}

function Member({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation('moderation');
  const { data: viewer } = useProfile();
  const member = useMember(uuid);
  const history = useViolationHistory(uuid);
  const discipline = useDiscipline(uuid);
  const roles = useRoleCall();
  const [sanction, setSanction] = useState<SanctionKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (member.isPending) return <PageLoading />;
  if (!member.data) return <Text c="dimmed">{t('errors.USER_NOT_FOUND')}</Text>;
  const m = member.data;
  const can = powers(viewer, m);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const who = m.nickname ?? t('task.someone');

  const failed = (err: unknown) => {
    const key = moderationErrorKey(err);
    if (key) alerts.showError('server', { messageKey: key });
  };
  const run = (call: DisciplineCall, done: string) =>
    discipline.mutate(call, { onSuccess: () => alerts.showAlert('system', { messageKey: `moderation:member.done_${done}`, tone: 'success' }), onError: failed });
  const role = (call: RoleCall['kind']) =>
    roles.mutate({ kind: call, uuid }, { onSuccess: () => alerts.showAlert('system', { messageKey: `moderation:member.done_${call}`, tone: 'success' }), onError: failed });

  return (
    <>
      <Group gap="sm" align="center">
        <h1 className={classes.title} data-testid="member-nickname">
          {who}
        </h1>
        <RoleBadge role={m.role} expert={m.is_expert} />
      </Group>
      <dl className={classes.facts} style={{ marginTop: 16 }}>
        <div>
          <dt>{t('member.level')}</dt>
          <dd>{m.level}</dd>
        </div>
        <div>
          <dt>{t('member.points')}</dt>
          <dd>{m.points}</dd>
        </div>
        <div>
          <dt>{t('member.confirmed')}</dt>
          <dd>{m.confirmed}</dd>
        </div>
        <div>
          <dt>{t('member.trusted')}</dt>
          <dd>{m.is_trust_publisher ? t('member.yes') : t('member.no')}</dd>
        </div>
      </dl>
      {m.block && (
        <div className={classes.complaint} data-testid="member-blocked">
          {m.block.ends_at ? t('member.blocked_until', { date: date.format(new Date(m.block.ends_at)) }) : t('member.blocked_forever')} · {t(`reasons.${m.block.reason}`)}
        </div>
      )}
      {m.reprimand && (
        <div className={classes.complaint} style={{ marginTop: 8 }} data-testid="member-warned">
          {t('member.warned')} · {t(`reasons.${m.reprimand.reason}`)}
        </div>
      )}
      {m.about && (
        <Text mt="md" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {m.about}
        </Text>
      )}

      {can.discipline && (
        <div className={classes.section}>
          <h2 className={classes.sectionTitle}>{t('member.actions')}</h2>
          <Group gap="xs">
            {m.reprimand ? (
              <Button radius="xl" variant="default" loading={discipline.isPending} onClick={() => run({ kind: 'remove_reprimand' }, 'remove_reprimand')} data-testid="member-remove-warning">
                {t('member.remove_warning')}
              </Button>
            ) : (
              <Button radius="xl" color="orange" variant="light" leftSection={<IconAlertTriangle size={16} />} onClick={() => setSanction('reprimand')} data-testid="member-warn">
                {t('actions.warn')}
              </Button>
            )}
            {m.block ? (
              <Button radius="xl" variant="default" leftSection={<IconLockOpen size={16} />} loading={discipline.isPending} onClick={() => run({ kind: 'unblock' }, 'unblock')} data-testid="member-unblock">
                {t('member.unblock')}
              </Button>
            ) : (
              <Button radius="xl" color="red" variant="light" leftSection={<IconLock size={16} />} onClick={() => setSanction('block')} data-testid="member-block">
                {t('actions.block')}
              </Button>
            )}
            <Button
              radius="xl"
              variant="default"
              leftSection={<IconShieldCheck size={16} />}
              loading={discipline.isPending}
              onClick={() => run({ kind: 'trust', on: !m.is_trust_publisher }, m.is_trust_publisher ? 'trust_off' : 'trust_on')}
              data-testid="member-trust"
            >
              {m.is_trust_publisher ? t('member.trust_off') : t('member.trust_on')}
            </Button>
          </Group>
          {can.admin && (
            <Group gap="xs" mt="sm">
              {FIELDS.filter((field) => (field === 'avatar' ? m.avatar : field === 'description' ? m.about : m.nickname) !== null).map((field) => (
                <Button key={field} radius="xl" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => run({ kind: 'delete_field', field }, `delete_${field}`)} data-testid={`member-delete-${field}`}>
                  {t(`member.delete_${field}`)}
                </Button>
              ))}
            </Group>
          )}
        </div>
      )}

      {can.roles && (
        <div className={classes.section}>
          <h2 className={classes.sectionTitle}>{t('member.role_title')}</h2>
          <Group gap="xs">
            {m.role === 'moderator' || m.invited_to_moderation_status === 'invited' ? (
              <Button radius="xl" variant="default" loading={roles.isPending} onClick={() => role('revoke')} data-testid="member-revoke">
                {m.role === 'moderator' ? t('member.revoke') : t('member.cancel_invitation')}
              </Button>
            ) : (
              <Button radius="xl" color="violet" loading={roles.isPending} onClick={() => role('invite')} data-testid="member-invite">
                {t('member.invite')}
              </Button>
            )}
            <Button radius="xl" variant="default" loading={roles.isPending} onClick={() => role(m.is_expert ? 'expert_off' : 'expert_on')} data-testid="member-expert">
              {m.is_expert ? t('member.expert_off') : t('member.expert_on')}
            </Button>
          </Group>
          {m.invited_to_moderation_status && (
            <Text size="sm" c="dimmed" mt="xs">
              {t(`member.invitation_${m.invited_to_moderation_status}`)}
            </Text>
          )}
        </div>
      )}

      {viewer?.role === 'admin' && !m.deleted && <MemberPlus uuid={uuid} />}

      <div className={classes.section}>
        <h2 className={classes.sectionTitle}>{t('member.violations')}</h2>
        <ViolationHistory list={history.data} loading={history.isPending} />
      </div>

      <SanctionPopup
        kind={sanction}
        who={who}
        busy={discipline.isPending}
        error={error}
        onClose={() => {
          setSanction(null);
          setError(null);
        }}
        onConfirm={(input) => {
          setError(null);
          discipline.mutate(sanction === 'block' ? { kind: 'block', ...input } : { kind: 'reprimand', ...input }, {
            onSuccess: () => {
              alerts.showAlert('system', { messageKey: `moderation:member.done_${sanction}`, tone: 'success' });
              setSanction(null);
            },
            onError: (err) => setError(t(moderationErrorKey(err) ?? 'common:server_error_title')),
          });
        }}
      />
    </>
  );
}

export default function MemberPage() {
  const { t } = useTranslation('moderation');
  useDocumentTitle(`${t('members.title')} · Glossa`);
  const { id: uuid = '' } = useParams();
  return (
    <Gate>
      <div className={classes.page} data-testid="moderation-member">
        <ModerationNav />
        <Member key={uuid} uuid={uuid} />
      </div>
    </Gate>
  );
}
