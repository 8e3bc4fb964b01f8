// The popup primitive (core.md §9): a bottom sheet on mobile (<= 980 px), a centred dialog 640 px
// wide on desktop and 428 px on narrow desktop (981-1440 px), never taller than 90vh. The sheet
// closes when swiped down (./use-swipe-close.ts).
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import { useState, type ReactNode } from 'react';
import { Drawer, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS } from '@glossa/contract/constants';
import { useLayout } from './breakpoints';
import { useSwipeClose } from './use-swipe-close';

export interface PopupProps {
  opened: boolean;
  onClose(): void;
  title?: ReactNode;
  children: ReactNode;
  /** Hide the × button (e.g. a popup that must be answered). Esc and the overlay still close it. */
  withCloseButton?: boolean;
  /** Keep the popup open on overlay click and Esc. */
  modal?: boolean;
}

export function Popup({
  opened,
  onClose,
  title,
  children,
  withCloseButton = true,
  modal = false,
}: PopupProps) {
  const layout = useLayout();
  const { t } = useTranslation();
  // The sheet on mobile closes when dragged down (not a modal one, which must be answered).
  const [inside, setInside] = useState<HTMLDivElement | null>(null);
  useSwipeClose(inside, '.mantine-Drawer-content', onClose, opened && layout === 'mobile' && !modal);
  const common = {
    opened,
    onClose,
    title,
    withCloseButton,
    closeOnClickOutside: !modal,
    closeOnEscape: !modal,
    closeButtonProps: { 'aria-label': t('popup.close') },
    overlayProps: { backgroundOpacity: 0.45, blur: 2 },
  };

  if (layout === 'mobile') {
    return (
      <Drawer
        {...common}
        position="bottom"
        size="auto"
        radius="lg"
        data-testid="popup"
        data-variant="sheet"
        styles={{
          content: {
            height: 'auto',
            maxHeight: '90vh',
            borderBottomLeftRadius: 0,
            borderBottomRightRadius: 0,
          },
          body: { paddingBottom: 'calc(var(--mantine-spacing-lg) + env(safe-area-inset-bottom))' },
        }}
      >
        <div ref={setInside}>{children}</div>
      </Drawer>
    );
  }

  return (
    <Modal
      {...common}
      centered
      radius="lg"
      size={layout === 'narrow' ? BREAKPOINTS.popupWidthNarrow : BREAKPOINTS.popupWidth}
      data-testid="popup"
      data-variant="dialog"
      styles={{ content: { maxHeight: '90vh' } }}
    >
      {children}
    </Modal>
  );
}
