import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../../shared/i18n/locale-store';
import { INTERFACE_LOCALES, endonym } from '../../shared/i18n/locales';
import { LanguageButton, switchLocale, type LanguageButtonProps } from './LanguageSwitcher';

/** The dropdown of interface languages (loaded on first use: it brings the floating-ui code). */
export default function LanguageMenu(props: LanguageButtonProps) {
  const { t } = useTranslation();
  const locale = useCurrentLocale();

  return (
    <Menu position="bottom-end" shadow="md" width={200} defaultOpened withinPortal>
      <Menu.Target>
        <LanguageButton {...props} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {INTERFACE_LOCALES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => void switchLocale(code)}
            rightSection={code === locale ? <IconCheck size={14} /> : null}
            data-testid={`locale-${code}`}
          >
            {endonym(code)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
