import { useId, useState, type KeyboardEvent } from 'react';
import { format } from '../../../lib/i18n/format.ts';
import {
  indexAfter,
  lightboxAction,
  showsThumbnails,
  type LightboxPhoto,
  type LightboxText,
} from '../lightbox.ts';
import LightboxButton from './LightboxButton.tsx';
import LightboxThumbnails from './LightboxThumbnails.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import { usePhotoZoom } from './use-photo-zoom.ts';

interface Props {
  photos: LightboxPhoto[];
  startIndex: number;
  /** Called after the dialog has closed (Close button or Escape). */
  onClose: () => void;
  /** Its texts, in the page's language. */
  text: LightboxText;
}

/**
 * The lightbox: a modal <dialog> named by its 'Photo n of N' heading, with previous/next,
 * zoom and, for 10 photos or fewer, a thumbnail strip. Arrow keys move (or pan a zoomed
 * photo that has focus), + and - zoom, Escape closes (the dialog's own cancel).
 */
export default function LightboxDialog({ photos, startIndex, onClose, text }: Props) {
  const { dialogRef, initialFocus, trapTab, close } = useModalDialog();
  const zoom = usePhotoZoom();
  const [index, setIndex] = useState(startIndex);
  const titleId = useId();
  const count = photos.length;
  const photo = photos[index] ?? photos[0];
  const heading = format(text.heading, { index: index + 1, count });

  const show = (next: number) => {
    setIndex(next);
    zoom.reset();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      trapTab(event);
      return;
    }
    const action = lightboxAction(event.key);
    if (!action) return;
    const zoomAction = action === 'zoom-in' || action === 'zoom-out';
    if (!zoomAction && zoom.level > 1 && event.target === zoom.viewRef.current) return;
    event.preventDefault();
    if (zoomAction) zoom.zoomBy(action === 'zoom-in' ? 1 : -1);
    else show(indexAfter(action, index, count));
  };

  if (!photo) return null;
  const zoomed = zoom.level > 1;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClose={onClose}
      className="lightbox m-0 h-full max-h-none w-full max-w-none bg-slate-950 p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col gap-2 p-3 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold">
            {heading}
          </h2>
          <div className="flex items-center gap-2">
            <LightboxButton
              label={text.zoomOut}
              disabled={!zoom.canZoomOut}
              onClick={() => {
                zoom.zoomBy(-1);
              }}
            >
              &minus;
            </LightboxButton>
            <span className="min-w-14 text-center text-sm tabular-nums" aria-live="polite">
              {Math.round(zoom.level * 100)}%
            </span>
            <LightboxButton
              label={text.zoomIn}
              disabled={!zoom.canZoomIn}
              onClick={() => {
                zoom.zoomBy(1);
              }}
            >
              +
            </LightboxButton>
            <LightboxButton ref={initialFocus} label={text.close} onClick={close}>
              &times;
            </LightboxButton>
          </div>
        </div>

        <p className="sr-only" aria-live="polite">
          {heading}: {photo.alt}
        </p>

        <div className="flex min-h-0 flex-1 items-center gap-2">
          {count > 1 && (
            <LightboxButton
              label={text.previous}
              onClick={() => {
                show(indexAfter('previous', index, count));
              }}
            >
              &lsaquo;
            </LightboxButton>
          )}
          <div
            ref={zoom.viewRef}
            tabIndex={zoomed ? 0 : -1}
            role={zoomed ? 'region' : undefined}
            aria-label={zoomed ? text.zoomed : undefined}
            className="flex h-full min-w-0 flex-1 overflow-auto focus-visible:outline-white"
          >
            <img
              ref={zoom.imageRef}
              key={photo.url}
              src={photo.url}
              alt={photo.alt}
              className={
                zoomed
                  ? 'm-auto max-w-none shrink-0'
                  : 'm-auto max-h-full max-w-full object-contain'
              }
              style={zoom.imageStyle}
            />
          </div>
          {count > 1 && (
            <LightboxButton
              label={text.next}
              onClick={() => {
                show(indexAfter('next', index, count));
              }}
            >
              &rsaquo;
            </LightboxButton>
          )}
        </div>

        {/* Shown for sighted visitors; screen readers already hear the alt text above. */}
        <p className="text-center text-sm text-slate-200" aria-hidden="true">
          {photo.alt}
        </p>

        {showsThumbnails(count) && (
          <LightboxThumbnails photos={photos} current={index} onSelect={show} text={text} />
        )}
      </div>
    </dialog>
  );
}
