// Loading, gone and not-allowed states of the addition screens.
import type { ReactNode } from 'react';
import { Button, Loader, Text, Title } from '@mantine/core';
import { IconLock, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLeaveAddition } from '../hooks/use-leave-addition';
import classes from './Addition.module.css';

export function PageLoading() {
  return (
    <div className={classes.page}>
      <div className={classes.empty} aria-busy="true">
        <Loader type="dots" />
      </div>
    </div>
  );
}

export function PageMessage({ kind, title, text }: { kind: 'gone' | 'locked'; title: string; text?: ReactNode }) {
  const { t } = useTranslation('contributions');
  const leave = useLeaveAddition();
  return (
    <div className={classes.page}>
      <div className={`${classes.card} ${classes.empty}`} data-testid={`page-${kind}`}>
        <div className={classes.emptyIcon}>{kind === 'locked' ? <IconLock size={28} /> : <IconMoodEmpty size={28} />}</div>
        <Title order={1} fz={22}>
          {title}
        </Title>
        {text && (
          <Text c="dimmed" maw={460}>
            {text}
          </Text>
        )}
        <Button mt="sm" radius="xl" variant="default" onClick={() => leave()}>
          {t('frame.back')}
        </Button>
      </div>
    </div>
  );
}
