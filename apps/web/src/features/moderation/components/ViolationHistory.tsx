// A member's violation history (community.md §3: unpaged): every block and warning, newest first,
// with who gave it, the reason, the period and whether it is still in force.
import { Loader, Text } from '@mantine/core';
import type { Sanction } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import classes from './Moderation.module.css';

export function ViolationHistory({ list, loading }: { list: Sanction[] | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation('moderation');
  if (loading) return <Loader type="dots" size="sm" />;
  if (!list?.length) return <Text c="dimmed">{t('member.no_violations')}</Text>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={classes.list} data-testid="violation-history">
      {list.map((s) => (
        <li key={s.id} className={classes.row} data-active={s.active || undefined}>
          <div className={classes.rowMain}>
            <Text fw={700}>
              {t(`member.kind_${s.type}`)} · {t(`reasons.${s.reason}`)}
              {s.active && (
                <Text span c="var(--glossa-danger-text)" fw={700}>
                  {' '}
                  · {t('member.in_force')}
                </Text>
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {date.format(new Date(s.starts_at))} → {s.ends_at ? date.format(new Date(s.ends_at)) : t(`member.no_end_${s.type}`)}
              {s.created_by && ` · ${s.created_by.nickname ?? t('task.someone')}`}
            </Text>
            {s.comment && <Text size="sm">“{s.comment}”</Text>}
            {s.lifted_at && (
              <Text size="sm" c="dimmed">
                {t('member.lifted', { date: date.format(new Date(s.lifted_at)), who: s.lifted_by?.nickname ?? t('task.someone') })}
              </Text>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
