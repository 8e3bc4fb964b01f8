// The status of one item of a batch (core.md §4): success, failed with why, or nothing.
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '../lib/translation-batch';
import classes from './Addition.module.css';

export function StatusMark({ status, message }: { status: ItemStatus; message?: string | null }) {
  const { t } = useTranslation('contributions');
  if (status === 'success') {
    return (
      <span className={classes.statusSuccess} data-testid="item-status" data-status="success">
        <IconCircleCheck size={16} /> {t('status.success')}
      </span>
    );
  }
  if (status === 'failed') {
    return (
      <span className={classes.statusFailed} data-testid="item-status" data-status="failed" role="status">
        <IconAlertCircle size={16} /> {message ?? t('status.failed')}
      </span>
    );
  }
  return null;
}
