// What a guest sees instead of writing, liking, commenting or following: join or sign in.
import { Button, Group, Text } from '@mantine/core';
import { IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { rememberRedirectLink } from '../../../shared/session/redirect-links';
import { Popup } from '../../../shared/ui/Popup';
import { useGuestCall } from '../lib/guest-call';

export function GuestCallPopup() {
  const { t } = useTranslation('feed');
  const to = useLocalePath();
  const location = useLocation();
  const { opened, close } = useGuestCall();
  const remember = () => {
    rememberRedirectLink(`${location.pathname}${location.search}`);
    close();
  };
  return (
    <Popup opened={opened} onClose={close} title={t('guest.title')}>
      <Text c="dimmed" mb="lg">
        {t('guest.text')}
      </Text>
      <Group grow>
        <Button
          component={Link}
          to={to('/sign_up')}
          onClick={remember}
          leftSection={<IconUserPlus size={18} />}
          radius="xl"
          data-testid="guest-sign-up"
        >
          {t('guest.sign_up')}
        </Button>
        <Button
          component={Link}
          to={to('/auth')}
          onClick={remember}
          variant="default"
          leftSection={<IconLogin2 size={18} />}
          radius="xl"
        >
          {t('guest.sign_in')}
        </Button>
      </Group>
    </Popup>
  );
}
