// The image viewer popup: the full image, previous/next with buttons and arrow keys.
import { ActionIcon, Group, Image, Modal } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Image.css';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeedImage } from '@glossa/contract';

export default function ImageViewer({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: FeedImage[];
  index: number;
  onIndex(i: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation('feed');
  const current = images[index]!;
  const step = (d: number) => onIndex((index + d + images.length) % images.length);
  return (
    <Modal
      opened
      onClose={onClose}
      size="auto"
      centered
      title={t('images.viewer', { n: index + 1, total: images.length })}
    >
      <Group
        gap="xs"
        wrap="nowrap"
        onKeyDown={(e) => (e.key === 'ArrowRight' ? step(1) : e.key === 'ArrowLeft' ? step(-1) : undefined)}
      >
        {images.length > 1 && (
          <ActionIcon variant="subtle" onClick={() => step(-1)} aria-label={t('images.previous')}>
            <IconChevronLeft />
          </ActionIcon>
        )}
        <Image src={current.url} alt="" maw="80vw" mah="80vh" fit="contain" data-testid="image-viewer" />
        {images.length > 1 && (
          <ActionIcon variant="subtle" onClick={() => step(1)} aria-label={t('images.next')}>
            <IconChevronRight />
          </ActionIcon>
        )}
      </Group>
    </Modal>
  );
}
