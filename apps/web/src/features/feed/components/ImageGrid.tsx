// Images of a post in a grid of previews; a click opens the image viewer (community.md §2 popups).
import { Image, Modal, SimpleGrid, UnstyledButton, Group, ActionIcon } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Image.css';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedImage } from '@glossa/contract';

export function ImageGrid({ images }: { images: FeedImage[] }) {
  const { t } = useTranslation('feed');
  const [open, setOpen] = useState<number | null>(null);
  if (!images.length) return null;
  const current = open === null ? null : images[open]!;
  const step = (d: number) => setOpen((i) => (i === null ? null : (i + d + images.length) % images.length));
  return (
    <>
      <SimpleGrid cols={images.length === 1 ? 1 : images.length === 2 ? 2 : 3} spacing={6} mt="sm">
        {images.map((image, i) => (
          <UnstyledButton key={image.uuid} onClick={() => setOpen(i)} aria-label={t('images.open', { n: i + 1 })} data-testid="feed-image">
            <Image src={image.preview_url} radius="md" h={images.length === 1 ? 320 : 160} fit="cover" alt="" loading="lazy" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal opened={current !== null} onClose={() => setOpen(null)} size="auto" centered withCloseButton title={t('images.viewer', { n: (open ?? 0) + 1, total: images.length })}>
        {current && (
          <Group gap="xs" wrap="nowrap" onKeyDown={(e) => (e.key === 'ArrowRight' ? step(1) : e.key === 'ArrowLeft' ? step(-1) : undefined)}>
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
        )}
      </Modal>
    </>
  );
}
