// The post or question detail panel on desktop: the item with its comments or answers in a panel
// at the right edge over the feed (Esc, × or the overlay close it). Its own chunk.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Publication } from '@glossa/contract';
import { publicationTitle } from '../lib/publication-title';
import { PublicationView } from './PublicationView';

export function PublicationPanel({
  type,
  uuid,
  onClose,
}: {
  type: 'post' | 'question';
  uuid: string;
  onClose(): void;
}) {
  const { t } = useTranslation('feed');
  const [loaded, setLoaded] = useState<Publication | undefined>();
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={720}
      title={<span data-testid="panel-title">{publicationTitle(loaded, type, t)}</span>}
      closeButtonProps={{ 'aria-label': t('panel.close'), 'data-testid': 'panel-close' } as object}
      overlayProps={{ backgroundOpacity: 0.35, blur: 1 }}
      styles={{
        title: { fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      }}
      data-testid={`${type}-panel`}
    >
      <PublicationView key={uuid} type={type} uuid={uuid} onLoaded={setLoaded} onDeleted={onClose} />
    </Drawer>
  );
}
