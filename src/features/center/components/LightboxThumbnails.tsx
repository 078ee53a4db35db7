import { format } from '../../../lib/i18n/format.ts';
import type { LightboxPhoto, LightboxText } from '../lightbox.ts';

interface Props {
  photos: LightboxPhoto[];
  current: number;
  onSelect: (index: number) => void;
  text: LightboxText;
}

/** The lightbox's thumbnail strip: one button per photo, the shown one marked current. */
export default function LightboxThumbnails({ photos, current, onSelect, text }: Props) {
  return (
    <ul aria-label={text.thumbnails} className="flex justify-center gap-2 overflow-x-auto p-1">
      {photos.map((photo, i) => (
        <li key={photo.url}>
          <button
            type="button"
            aria-label={format(text.show, { index: i + 1 })}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => {
              onSelect(i);
            }}
            className={`block overflow-hidden rounded border-2 focus-visible:outline-white ${
              i === current ? 'border-white' : 'border-transparent opacity-70 hover:opacity-100'
            }`}
          >
            <img
              src={photo.thumbUrl}
              alt=""
              width={64}
              height={48}
              className="h-12 w-16 object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
