// Desktop-only pages (community.md §2 "Mobile falls back to a shared placeholder screen for some
// desktop-only pages"): on a phone the route shows the shared placeholder screen (ComingSoonPage
// with the desktop texts) instead of the page.
import { IconDeviceDesktop } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../shared/ui/breakpoints';
import { ComingSoonPage } from '../pages/ComingSoonPage';

export function DesktopOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const mobile = useIsMobile();
  if (!mobile) return children;
  return (
    <div data-testid="desktop-only">
      <ComingSoonPage
        section="dictionary"
        texts={{ title: t('desktop_only.title'), text: t('desktop_only.text'), badge: t('desktop_only.badge'), icon: IconDeviceDesktop }}
      />
    </div>
  );
}
