import '@mantine/core/styles/Divider.css';
import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../shared/i18n/use-locale-path';
import { Popup } from '../../shared/ui/Popup';
import classes from './AppLayout.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { INFO_LINKS, NAV_ITEMS } from './nav-items';

/** The "More" bottom sheet on mobile: the other sections, the interface language, the info pages. */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const to = useLocalePath();

  return (
    <Popup opened={opened} onClose={onClose} title={t('nav.menu')}>
      <Stack gap={2}>
        {NAV_ITEMS.slice(3).map(({ path, labelKey, icon: Icon }) => (
          <Link key={path} to={to(path)} className={classes.menuLink} onClick={onClose}>
            <Icon size={20} stroke={1.6} />
            {t(labelKey)}
          </Link>
        ))}
        <Divider my="sm" />
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" px={8}>
          {t('header.language')}
        </Text>
        <LanguageSwitcher fullWidth />
        <Divider my="sm" />
        {INFO_LINKS.map(({ path, labelKey }) => (
          <Link key={path} to={to(path)} className={classes.menuLink} onClick={onClose}>
            {t(labelKey)}
          </Link>
        ))}
      </Stack>
    </Popup>
  );
}
