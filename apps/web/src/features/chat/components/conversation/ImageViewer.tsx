// A chat photo at full size (the image viewer popup of community.md §2).
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../../shared/ui/Popup';

export function ImageViewer({ url, onClose }: { url: string | null; onClose(): void }) {
  const { t } = useTranslation('chat');
  return (
    <Popup opened={url !== null} onClose={onClose} title={t('message.photo')}>
      {url && <img src={url} alt={t('message.photo')} style={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', margin: '0 auto', borderRadius: 8 }} data-testid="image-viewer" />}
    </Popup>
  );
}
