// Today's remaining limits (translations, new chats, AI messages): "7 of 10 left", or unlimited.
import type { PlusStatus } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import classes from './Plus.module.css';

export function LimitHints({ status }: { status: PlusStatus }) {
  const { t } = useTranslation('plus');
  return (
    <ul className={classes.limits} aria-label={t('limits.title')} data-testid="plus-limits">
      {status.quotas
        .filter((q) => q.kind !== 'location_search')
        .map((q) => (
          <li key={q.kind} data-kind={q.kind}>
            <span>{t(`limits.${q.kind}`)}</span>
            <span className={classes.count}>
              {q.limit === null ? t('limits.unlimited') : t('limits.left', { remaining: q.remaining, limit: q.limit })}
            </span>
          </li>
        ))}
    </ul>
  );
}
