import { Suspense, forwardRef, lazy, useState, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../shared/i18n/i18n';
import { useCurrentLocale, useLocaleStore } from '../../shared/i18n/locale-store';
import { endonym, type InterfaceLocale } from '../../shared/i18n/locales';

const LanguageMenu = lazy(() => import('./LanguageMenu'));

/**
 * Interface language. Loads the new language's texts first, then sets the locale; the locale root
 * rewrites the URL prefix (core.md §2), so text and URL change together.
 */
export async function switchLocale(next: InterfaceLocale): Promise<void> {
  await changeLanguage(next);
  useLocaleStore.getState().setLocale(next);
}

export interface LanguageButtonProps extends ComponentPropsWithoutRef<'button'> {
  fullWidth?: boolean;
}

export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(function LanguageButton(
  { fullWidth = false, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const locale = useCurrentLocale();
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      fullWidth={fullWidth}
      justify={fullWidth ? 'space-between' : undefined}
      leftSection={<IconLanguage size={18} stroke={1.6} />}
      rightSection={<IconChevronDown size={14} />}
      aria-label={t('header.language')}
      aria-haspopup="menu"
      data-testid="language-switcher"
      {...rest}
    >
      {fullWidth ? endonym(locale) : locale.toUpperCase()}
    </Button>
  );
});

/** The language button; its menu's code is fetched on first click and the menu opens at once. */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const [wanted, setWanted] = useState(false);
  const button = <LanguageButton fullWidth={fullWidth} onClick={() => setWanted(true)} />;
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu fullWidth={fullWidth} />
    </Suspense>
  );
}
