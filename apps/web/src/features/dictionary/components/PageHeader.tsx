// Header of the mobile dictionary pages: back to where the user came from, and the page title.
import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './PageHeader.module.css';

export function PageHeader({ back, title, subtitle }: { back: string; title: ReactNode; subtitle?: ReactNode }) {
  const { t } = useTranslation('dictionary');
  return (
    <div className={classes.header}>
      <ActionIcon component={Link} to={back} variant="subtle" color="gray" size={40} radius="xl" aria-label={t('panel.back')} data-testid="page-back">
        <IconArrowLeft size={20} />
      </ActionIcon>
      <div className={classes.titles}>
        <h1 className={classes.title}>{title}</h1>
        {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
      </div>
    </div>
  );
}
