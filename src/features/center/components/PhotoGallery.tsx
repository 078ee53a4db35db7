import { useEffect, useRef, useState } from 'react';
import type { LightboxPhoto, LightboxText } from '../lightbox.ts';
import english from '../../../lib/i18n/messages/en/center.ts';
import LightboxDialog from './LightboxDialog.tsx';

interface Props {
  photos: LightboxPhoto[];
  /** The lightbox's texts in the page's language; English when not given. */
  labels?: LightboxText | undefined;
}

/**
 * The Photo Gallery: thumbnails that link to the full pictures, so it works without
 * JavaScript; once hydrated, a thumbnail opens the lightbox instead, and closing the lightbox
 * returns focus to the thumbnail that opened it.
 */
export default function PhotoGallery({ photos, labels = english.lightbox }: Props) {
  const [opened, setOpened] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);
  useEffect(() => {
    setHydrated(true);
  }, []);

  const close = () => {
    const from = opened;
    setOpened(null);
    if (from !== null) thumbnails.current[from]?.focus();
  };

  return (
    <>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, i) => (
          <li key={photo.url}>
            <a
              href={photo.url}
              ref={(el) => {
                thumbnails.current[i] = el;
              }}
              aria-haspopup={hydrated ? 'dialog' : undefined}
              className="block overflow-hidden rounded-lg bg-slate-100"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                setOpened(i);
              }}
            >
              <img
                src={photo.thumbUrl}
                alt={photo.alt}
                loading="lazy"
                decoding="async"
                width={400}
                height={300}
                className="aspect-[4/3] w-full object-cover transition-transform hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100"
              />
            </a>
          </li>
        ))}
      </ul>
      {opened !== null && (
        <LightboxDialog photos={photos} startIndex={opened} onClose={close} text={labels} />
      )}
    </>
  );
}
