// Images of a post in a grid of previews; a click opens the image viewer (community.md §2 popups).
import { Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Image.css';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedImage } from '@glossa/contract';

const ImageViewer = lazy(() => import('./ImageViewer'));

export function ImageGrid({ images }: { images: FeedImage[] }) {
  const { t } = useTranslation('feed');
  const [open, setOpen] = useState<number | null>(null);
  if (!images.length) return null;
  return (
    <>
      <SimpleGrid cols={images.length === 1 ? 1 : images.length === 2 ? 2 : 3} spacing={6} mt="sm">
        {images.map((image, i) => (
          <UnstyledButton
            key={image.uuid}
            onClick={() => setOpen(i)}
            aria-label={t('images.open', { n: i + 1 })}
            data-testid="feed-image"
          >
            <Image
              src={image.preview_url}
              radius="md"
              h={images.length === 1 ? 320 : 160}
              fit="cover"
              alt=""
              loading="lazy"
            />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {open !== null && (
        <Suspense fallback={null}>
          <ImageViewer images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
