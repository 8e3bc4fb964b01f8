// The header's account corner: "Sign in" for guests; for a signed-in user the avatar button and its
// menu (UserButton, loaded on demand: the profile query it needs stays out of a guest's first load).
import { Suspense, lazy } from 'react';
import { Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../shared/i18n/use-locale-path';
import { useIsLoggedIn } from '../../shared/session/session-store';
import classes from './AppLayout.module.css';

const UserButton = lazy(() => import('./UserButton'));

export function AccountButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const loggedIn = useIsLoggedIn();

  if (loggedIn) {
    return (
      <Suspense fallback={<span className={classes.avatar} aria-hidden />}>
        <UserButton compact={compact} />
      </Suspense>
    );
  }
  return (
    <Button
      component={Link}
      to={to('/auth')}
      size={compact ? 'xs' : 'sm'}
      radius="xl"
      leftSection={compact ? undefined : <IconLogin2 size={16} />}
      data-testid="sign-in-button"
    >
      {t('header.sign_in')}
    </Button>
  );
}
