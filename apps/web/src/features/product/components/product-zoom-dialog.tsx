import '@mantine/core/styles/Modal.layer.css';
import type { ImageRef } from '@app/contract/image';
import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import { useDialogProps } from '../../../components/ui/use-dialog-props';
import classes from './product-gallery.module.css';

/** How far a picture can be enlarged, and the step of the buttons, keys and a double tap. */
const MAX_SCALE = 4;
const STEP = 2;
/** A horizontal drag this long (px) at normal size turns to the next or previous picture. */
const SWIPE = 50;

type View = { scale: number; x: number; y: number };
const WHOLE: View = { scale: 1, x: 0, y: 0 };

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(1, scale));
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The gallery's pictures, enlarged (loaded when first opened, product-gallery.tsx): paged with
 * the arrows, the arrow keys or a swipe; enlarged further with a pinch, a double tap, the
 * buttons or +/−, and panned by dragging once enlarged.
 */
export function ProductZoomDialog({
  images,
  index,
  onIndexChange,
  name,
  opened,
  onClose,
}: {
  images: ImageRef[];
  index: number;
  onIndexChange: (index: number) => void;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('product');
  const dialogProps = useDialogProps();
  const [view, setView] = useState<View>(WHOLE);
  // Pointers on the picture, and where a gesture started (two pointers: a pinch).
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ view: View; from: { x: number; y: number }; spread: number } | null>(
    null,
  );
  const image = images[index] ?? images[0];
  const many = images.length > 1;

  const go = (step: number) => {
    if (!many) return;
    setView(WHOLE);
    onIndexChange((index + step + images.length) % images.length);
  };
  const zoom = (scale: number) => {
    setView((current) => {
      const next = clampScale(scale);
      return next === 1 ? WHOLE : { ...current, scale: next };
    });
  };
  if (image === undefined) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === '+' || event.key === '=') zoom(view.scale * STEP);
    else if (event.key === '-') zoom(view.scale / STEP);
    else return;
    event.preventDefault();
  };

  const start = () => {
    const [a, b] = [...pointers.current.values()];
    if (a === undefined) return;
    gesture.current = {
      view,
      from: b === undefined ? a : { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      spread: b === undefined ? 0 : distance(a, b),
    };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    start();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || gesture.current === null) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    const from = gesture.current;
    if (a === undefined) return;
    if (b !== undefined && from.spread > 0) {
      const scale = clampScale((from.view.scale * distance(a, b)) / from.spread);
      setView(scale === 1 ? WHOLE : { ...from.view, scale });
    } else if (from.view.scale > 1) {
      setView({
        ...from.view,
        x: from.view.x + (a.x - from.from.x) / from.view.scale,
        y: from.view.y + (a.y - from.from.y) / from.view.scale,
      });
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = gesture.current;
    pointers.current.delete(event.pointerId);
    // A one-finger drag at normal size is a swipe to the next or previous picture.
    if (from !== null && from.spread === 0 && from.view.scale === 1) {
      const dx = event.clientX - from.from.x;
      if (Math.abs(dx) > SWIPE) go(dx < 0 ? 1 : -1);
    }
    start();
    if (pointers.current.size === 0) gesture.current = null;
  };

  return (
    <Modal
      {...dialogProps}
      opened={opened}
      onClose={() => {
        setView(WHOLE);
        onClose();
      }}
      // On the dialog's root, so the keys work wherever focus is in it (the close button first).
      onKeyDown={onKeyDown}
      title={t('detail.zoomTitle', { name })}
      size="auto"
      centered
    >
      <div className={classes.zoom}>
        <div
          className={classes.zoomStage}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onDoubleClick={() => {
            zoom(view.scale > 1 ? 1 : STEP);
          }}
          data-zoomed={view.scale > 1 || undefined}
        >
          <ResponsiveImage
            key={image.id}
            image={image}
            sizes="90vw"
            alt={image.alt === '' ? name : image.alt}
            style={{
              maxHeight: '75vh',
              width: 'auto',
              transform: `scale(${String(view.scale)}) translate(${String(view.x)}px, ${String(view.y)}px)`,
            }}
          />
        </div>
        <Group justify="space-between" mt="sm" wrap="nowrap">
          <Group gap="xs">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => {
                zoom(view.scale / STEP);
              }}
              disabled={view.scale <= 1}
              aria-label={t('detail.zoomOut')}
            >
              <IconZoomOut size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => {
                zoom(view.scale * STEP);
              }}
              disabled={view.scale >= MAX_SCALE}
              aria-label={t('detail.zoomIn')}
            >
              <IconZoomIn size={20} aria-hidden />
            </ActionIcon>
          </Group>
          {many && (
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => {
                  go(-1);
                }}
                aria-label={t('detail.previousImage')}
              >
                <IconChevronLeft size={20} aria-hidden />
              </ActionIcon>
              <Text size="sm" aria-live="polite" miw={48} ta="center">
                {t('detail.imagePosition', { index: index + 1, count: images.length })}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => {
                  go(1);
                }}
                aria-label={t('detail.nextImage')}
              >
                <IconChevronRight size={20} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
      </div>
    </Modal>
  );
}
