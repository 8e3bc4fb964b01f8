// Moderation pages are for moderators (and admins); some for admins only. Anyone else gets the 403
// page, without the page's calls being made.
import type { ReactNode } from 'react';
import { Button, Loader, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import classes from './Moderation.module.css';

export function Forbidden({ admins = false }: { admins?: boolean }) {
  const { t } = useTranslation('moderation');
  const to = useLocalePath();
  return (
    <div className={classes.page}>
      <div className={classes.empty} data-testid="moderation-forbidden">
        <div className={classes.emptyIcon} style={{ background: 'var(--mantine-color-red-1)', color: 'var(--mantine-color-red-7)' }}>
          <IconLock size={28} />
        </div>
        <Text c="dimmed" fw={700}>
          403
        </Text>
        <Title order={1} fz={24}>
          {admins ? t('forbidden.admins_title') : t('forbidden.title')}
        </Title>
        <Text c="dimmed" maw={440}>
          {admins ? t('forbidden.admins_text') : t('forbidden.text')}
        </Text>
        <Button component={Link} to={to('/dictionary')} radius="xl" mt="sm">
          {t('forbidden.back')}
        </Button>
      </div>
    </div>
  );
}

export function PageLoading() {
  return (
    <div className={classes.page}>
      <div className={classes.empty}>
        <Loader type="dots" />
      </div>
    </div>
  );
}

/** Renders `children` for moderators (or admins only); the 403 page for others. */
export function Gate({ admins = false, children }: { admins?: boolean; children: ReactNode }) {
  const { data: profile, isPending } = useProfile();
  if (isPending) return <PageLoading />;
  const allowed = admins ? profile?.role === 'admin' : profile?.role === 'moderator' || profile?.role === 'admin';
  return allowed ? <>{children}</> : <Forbidden admins={admins} />;
}
