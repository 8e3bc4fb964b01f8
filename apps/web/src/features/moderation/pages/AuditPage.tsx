// moderation/audit (administrators): every moderation decision, newest first, who, what, about
// whom, why, when; one click reverses a reversible one (the reversal is a record too).
import { Button, Loader, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alerts } from '../../../shared/alerts/store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useAudit, useReverse } from '../api/audit';
import { Gate } from '../components/Gate';
import { ModerationNav } from '../components/ModerationNav';
import { moderationErrorKey } from '../lib/errors';
import classes from '../components/Moderation.module.css';

function Audit() {
  const { t, i18n } = useTranslation('moderation');
  const to = useLocalePath();
  const audit = useAudit();
  const reverse = useReverse();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const list = audit.data?.pages.flat() ?? [];
  return (
    <>
      <h1 className={classes.title}>{t('audit.title')}</h1>
      <p className={classes.lead}>{t('audit.lead')}</p>
      <div className={classes.section}>
        {audit.isPending ? (
          <Loader type="dots" />
        ) : list.length === 0 ? (
          <Text c="dimmed">{t('audit.none')}</Text>
        ) : (
          <ul className={classes.list} data-testid="audit-list">
            {list.map((a) => (
              <li key={a.id} className={classes.row} data-testid="audit-row">
                <div className={classes.rowMain}>
                  <Text fw={700}>
                    {a.before?.kind === 'complaint' && a.action !== 'task.ignore' ? t(`audit_complaint.${a.action.slice(5)}`, { defaultValue: t(`audit_actions.${a.action}`) }) : t(`audit_actions.${a.action}`)}
                    {a.target_user && (
                      <>
                        {' · '}
                        <Link to={to(`/moderation/members/${a.target_user.uuid}`)}>{a.target_user.nickname ?? t('task.someone')}</Link>
                      </>
                    )}
                  </Text>
                  <Text size="sm" c="dimmed">
                    #{a.id} · {a.actor?.nickname ?? t('task.someone')} ({t(`roles.${a.actor?.role ?? 'user'}`)}) · {date.format(new Date(a.created_at))}
                    {a.target_type !== 'user' && ` · ${a.target_type} ${a.target_key}`}
                  </Text>
                  {(a.reason || a.comment) && (
                    <Text size="sm">
                      {a.reason && t(`reasons.${a.reason}`, { defaultValue: a.reason })}
                      {a.reason && a.comment && ' · '}
                      {a.comment && `“${a.comment}”`}
                    </Text>
                  )}
                  {a.reverses_id && (
                    <Text size="sm" c="dimmed">
                      {t('audit.reverses', { id: a.reverses_id })}
                    </Text>
                  )}
                  {a.reversed_by_id && (
                    <Text size="sm" c="var(--glossa-warning-text)">
                      {t('audit.reversed_by', { id: a.reversed_by_id })}
                    </Text>
                  )}
                </div>
                {a.reversible && (
                  <Button
                    size="xs"
                    radius="xl"
                    variant="light"
                    color="orange"
                    leftSection={<IconArrowBackUp size={14} />}
                    loading={reverse.isPending && reverse.variables === a.id}
                    onClick={() =>
                      reverse.mutate(a.id, {
                        onSuccess: () => alerts.showAlert('system', { messageKey: 'moderation:audit.reversed', tone: 'success' }),
                        onError: (err) => alerts.showError('server', { messageKey: moderationErrorKey(err) ?? 'common:server_error_title' }),
                      })
                    }
                    data-testid="audit-reverse"
                  >
                    {t('audit.reverse')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {audit.hasNextPage && (
          <Button variant="subtle" mt="sm" loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
            {t('team.more')}
          </Button>
        )}
      </div>
    </>
  );
}

export default function AuditPage() {
  const { t } = useTranslation('moderation');
  useDocumentTitle(`${t('audit.title')} · Glossa`);
  return (
    <Gate admins>
      <div className={classes.page} data-testid="moderation-audit">
        <ModerationNav />
        <Audit />
      </div>
    </Gate>
  );
}
