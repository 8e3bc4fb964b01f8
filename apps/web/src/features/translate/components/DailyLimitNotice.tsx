// The daily-limit message (core.md §8 "the daily-limit error for free users"): today's free machine
// translations are used up, when they come back (the user's next local midnight, from the server),
// and that Plus has no limit (community.md §1, §9).
import { IconHourglassHigh, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DailyLimitError } from '../api/quick-translate';
import { openPlusPopup } from '../../../shared/plus/plus-popup';
import classes from './MachineTranslation.module.css';

export function DailyLimitNotice({ error, compact }: { error: DailyLimitError; compact: boolean }) {
  const { t, i18n } = useTranslation('translate');
  const usage = error.usage;
  const resetsAt = usage ? new Date(usage.resets_at) : null;
  const time =
    resetsAt && !Number.isNaN(resetsAt.getTime())
      ? new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(resetsAt)
      : null;
  return (
    <div className={classes.limit} role="status" data-testid="mt-daily-limit" data-reason={error.reason}>
      <p className={classes.limitTitle}>
        <IconHourglassHigh size={compact ? 15 : 17} aria-hidden />
        {error.reason === 'hard_cap' ? t('limit.hard_cap_title') : t('limit.title')}
      </p>
      {!compact && usage?.limit != null && error.reason === 'free_limit' && (
        <p className={classes.hint}>{t('limit.used', { count: usage.limit })}</p>
      )}
      {time && <p className={classes.hint}>{t('limit.resets', { time })}</p>}
      {error.reason === 'free_limit' && (
        <button type="button" className={classes.plus} data-testid="mt-plus-hint" onClick={openPlusPopup}>
          <IconSparkles size={14} aria-hidden />
          {t('limit.plus')}
        </button>
      )}
    </div>
  );
}
