import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n';
import { useIsMobile } from '../shared/ui/breakpoints';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

/** Theme, data and translations for everything below. Dark is never used at 980 px or less. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const mobile = useIsMobile();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      forceColorScheme={mobile ? 'light' : undefined}
    >
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
