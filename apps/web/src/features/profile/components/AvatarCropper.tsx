// The crop step of the avatar editor (react-easy-crop, in its own lazy chunk): a round square
// crop with zoom; the chosen square is drawn on a canvas and handed on as a 512 px image (the
// server re-encodes it into the three sizes anyway, so the upload stays small).
import '@mantine/core/styles/Slider.css';
import { useCallback, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const OUTPUT_SIDE = 512;

async function cropToBlob(src: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT_SIDE;
  canvas.height = OUTPUT_SIDE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, OUTPUT_SIDE, OUTPUT_SIDE);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.9));
  if (blob && blob.type === 'image/webp') return blob;
  // Browsers without a WebP encoder fall back to PNG.
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) throw new Error('canvas export failed');
  return png;
}

export default function AvatarCropper({
  src,
  saving,
  onCancel,
  onSave,
}: {
  src: string;
  saving: boolean;
  onCancel(): void;
  onSave(image: Blob): void;
}) {
  const { t } = useTranslation('profile');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [failed, setFailed] = useState(false);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const save = async () => {
    if (!area) return;
    try {
      setFailed(false);
      onSave(await cropToBlob(src, area));
    } catch {
      setFailed(true);
    }
  };

  return (
    <Stack gap="md">
      <div
        style={{ position: 'relative', width: '100%', height: 320, borderRadius: 12, overflow: 'hidden', background: '#1f2933' }}
        data-testid="avatar-cropper"
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
        />
      </div>
      <Group gap="sm" wrap="nowrap">
        <IconZoomIn size={18} aria-hidden />
        <Slider
          style={{ flex: 1 }}
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          label={null}
          aria-label={t('avatar.zoom')}
          data-testid="avatar-zoom"
        />
      </Group>
      {failed && (
        <Text size="sm" c="red.7" role="alert">
          {t('avatar.crop_failed')}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('avatar.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={!area} data-testid="avatar-save">
          {t('avatar.save')}
        </Button>
      </Group>
    </Stack>
  );
}
