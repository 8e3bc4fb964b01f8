// Guests opening an addition path get a call-to-auth screen instead of a redirect (core.md §2,
// community.md §2): why signing in is needed and the ways in; they come back here afterwards.
import { Button, Group, Text, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { rememberRedirectLink } from '../../../shared/session/redirect-links';
import classes from './Addition.module.css';

export function CallToAuth() {
  const { t } = useTranslation('contributions');
  const to = useLocalePath();
  const location = useLocation();
  const remember = () => rememberRedirectLink(`${location.pathname}${location.search}`);
  return (
    <div className={classes.page}>
      <div className={`${classes.card} ${classes.empty}`} data-testid="call-to-auth">
        <div className={classes.emptyIcon}>
          <IconPencilPlus size={30} />
        </div>
        <Title order={1} fz={24}>
          {t('call_to_auth.title')}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('call_to_auth.text')}
        </Text>
        <Group mt="sm" justify="center">
          <Button component={Link} to={to('/sign_up')} onClick={remember} radius="xl" size="md" data-testid="call-to-auth-sign-up">
            {t('call_to_auth.sign_up')}
          </Button>
          <Button component={Link} to={to('/auth')} onClick={remember} radius="xl" size="md" variant="default" data-testid="call-to-auth-sign-in">
            {t('call_to_auth.sign_in')}
          </Button>
        </Group>
      </div>
    </div>
  );
}
