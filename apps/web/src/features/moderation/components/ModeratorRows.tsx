// A list of moderators or candidates: nickname (to the member page for moderators), role, level,
// confirmed items, languages; administrators get invite / revoke buttons.
import { Button, Text } from '@mantine/core';
import type { ModeratorEntry } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguageNameOf } from '../../../shared/reference/language-name';
import { RoleBadge } from './RoleBadge';
import classes from './Moderation.module.css';

export function ModeratorRows({
  list,
  linkMembers,
  action,
}: {
  list: ModeratorEntry[];
  linkMembers: boolean;
  action?: (entry: ModeratorEntry) => { label: string; onClick(): void; busy: boolean; testId: string } | null;
}) {
  const { t } = useTranslation('moderation');
  const to = useLocalePath();
  const languageName = useLanguageNameOf();
  return (
    <ul className={classes.list}>
      {list.map((m) => {
        const act = action?.(m) ?? null;
        const name = m.nickname ?? t('task.someone');
        return (
          <li key={m.uuid} className={classes.row} data-testid="moderator-row">
            <div className={classes.rowMain}>
              <Text fw={700} component="span">
                {linkMembers ? <Link to={to(`/moderation/members/${m.uuid}`)}>{name}</Link> : name}
              </Text>{' '}
              <RoleBadge role={m.role} expert={m.is_expert} />
              <Text size="sm" c="dimmed">
                {t('team.standing', { level: m.level, confirmed: m.confirmed })}
                {m.lang_codes.length > 0 && ` · ${m.lang_codes.map(languageName).join(', ')}`}
                {m.invited_to_moderation_status === 'invited' && ` · ${t('member.invitation_invited')}`}
              </Text>
            </div>
            {act && (
              <Button size="xs" radius="xl" variant="light" loading={act.busy} onClick={act.onClick} data-testid={act.testId}>
                {act.label}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
