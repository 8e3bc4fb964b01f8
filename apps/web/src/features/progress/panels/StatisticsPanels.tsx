// The general and detail statistics side panels (community.md §2) on desktop: the statistics page's
// parts, the general one with a way to the detail.
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePanelLink } from '../../../shared/panels/use-panel-link';
import { useProfile } from '../../../shared/session/profile';
import { ActionsList, GeneralPanel, LearningPanel } from '../pages/StatisticsPage';

export function StatisticsGeneralPanel() {
  const { t } = useTranslation('progress');
  const me = useProfile().data;
  const link = usePanelLink();
  return (
    <Stack gap="md">
      {me && <LearningPanel />}
      <GeneralPanel nickname={null} />
      <Button component={Link} to={link('statistics_detail')} variant="light" radius="xl" data-testid="statistics-detail-link">
        {t('detail_link')}
      </Button>
    </Stack>
  );
}

export function StatisticsDetailPanel() {
  return <ActionsList nickname={null} />;
}
