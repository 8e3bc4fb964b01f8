// "How points work": the link every place that shows reputation or XP carries (the progress
// feature's /points page says what earns what).
import { Anchor, type AnchorProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../i18n/use-locale-path';

export function PointsLink(props: AnchorProps) {
  const { t } = useTranslation('common');
  const to = useLocalePath();
  return (
    <Anchor component={Link} to={to('/points')} size="sm" data-testid="points-link" {...props}>
      {t('points_link')}
    </Anchor>
  );
}
