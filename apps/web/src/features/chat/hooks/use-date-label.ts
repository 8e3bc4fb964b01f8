import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { chatDateLabel } from '../lib/date-label';
import { useNow } from './use-now';

/** Chat date labels in the interface language (core.md §9). */
export function useDateLabel() {
  const { t } = useTranslation('chat');
  const locale = useCurrentLocale();
  const now = useNow();
  return useCallback(
    (iso: string, place: 'list' | 'separator' = 'list') =>
      chatDateLabel(
        new Date(iso),
        now,
        locale,
        { yesterday: t('dates.yesterday'), today: place === 'separator' ? t('dates.today') : undefined },
        place === 'list' ? 'short' : 'long',
      ),
    [locale, now, t],
  );
}
