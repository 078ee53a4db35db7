import { useState } from 'react';
import { BUTTON } from '../../components/control-styles.ts';
import type { OwnerImage } from './media-api.ts';

/** One gallery image: its alt text (saved when the field is left), order buttons and Remove. */
export default function GalleryRow({
  image,
  index,
  count,
  busy,
  onAltText,
  onMove,
  onRemove,
}: {
  image: OwnerImage;
  index: number;
  count: number;
  busy: boolean;
  onAltText: (alt: string) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const [alt, setAlt] = useState(image.alt);
  const position = String(index + 1);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-2">
      <img src={image.thumbUrl} alt={image.alt} className="h-16 w-20 rounded object-cover" />
      <div className="min-w-48 flex-1">
        <label htmlFor={`alt-${image.id}`} className="block text-sm font-medium">
          Alt text for image {position}
        </label>
        <input
          id={`alt-${image.id}`}
          value={alt}
          onChange={(e) => {
            setAlt(e.target.value);
          }}
          onBlur={() => {
            if (alt !== image.alt) onAltText(alt);
          }}
          className="mt-1 w-full rounded-md border border-slate-400 px-2 py-1 text-sm"
        />
      </div>
      <div className="flex gap-1">
        <button
          type="button"
          className={BUTTON.small}
          disabled={busy || index === 0}
          onClick={() => {
            onMove(-1);
          }}
        >
          Move up<span className="sr-only"> image {position}</span>
        </button>
        <button
          type="button"
          className={BUTTON.small}
          disabled={busy || index === count - 1}
          onClick={() => {
            onMove(1);
          }}
        >
          Move down<span className="sr-only"> image {position}</span>
        </button>
        <button
          type="button"
          className={`${BUTTON.small} text-red-800`}
          disabled={busy}
          onClick={onRemove}
        >
          Remove<span className="sr-only"> image {position}</span>
        </button>
      </div>
    </li>
  );
}
