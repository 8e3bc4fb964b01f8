// The back arrow of TrainingSelection and TrainingVideo (community.md §2): back to the previous page;
// when this page was the first one opened, to the feed under the locale.
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClosePage } from '../../../shared/router/close-page';

export function BackButton() {
  const { t } = useTranslation('training');
  const close = useClosePage();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      radius="xl"
      leftSection={<IconArrowLeft size={16} />}
      onClick={() => close('/feed')}
      style={{ alignSelf: 'flex-start' }}
      data-testid="training-back"
    >
      {t('back_page')}
    </Button>
  );
}
