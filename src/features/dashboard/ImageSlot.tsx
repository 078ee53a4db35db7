import { useState, type ChangeEvent } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { BUTTON, FILE_LABEL } from '../../components/control-styles.ts';
import { removeImage, saveImage } from './media-api.ts';
import { IMAGE_MAX_MB, IMAGE_TYPES } from '../../domain/center/media-limits.ts';
import {
  imageFilesProblem,
  MEDIA_MESSAGES,
  uploadedMessage,
  uploadFailedMessage,
} from './media-rules.ts';
import { notifyError, refusalText } from './notify.ts';
import { useCenterImages } from './use-center-media.ts';

/**
 * The one main image or logo of a center: upload, replace (the new file takes the old one's
 * place) and remove. Limits and types are checked here and again by PocketBase.
 */
export default function ImageSlot({
  centerId,
  kind,
  title,
}: {
  centerId: string;
  kind: 'main' | 'logo';
  title: string;
}) {
  const { images, reload } = useCenterImages(centerId, kind);
  const [busy, setBusy] = useState(false);
  const current = images?.[0];
  const inputId = `image-${kind}-file`;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (files.length === 0) return;
    const problem = imageFilesProblem(kind, files, current ? 1 : 0);
    if (problem) {
      notifyError(problem);
      return;
    }
    const [file] = files;
    if (!file) return;
    setBusy(true);
    try {
      await saveImage(getPocketBase(), centerId, kind, file, current?.alt ?? '', current);
      showToast({
        variant: 'success',
        title: 'Upload Complete',
        description: uploadedMessage(1, kind),
      });
    } catch (error) {
      console.error('Image upload failed', error);
      notifyError(refusalText(error, uploadFailedMessage(kind)));
    }
    setBusy(false);
    await reload();
  };

  const remove = async () => {
    if (!current) return;
    setBusy(true);
    try {
      await removeImage(getPocketBase(), current);
      showToast({
        variant: 'success',
        title: MEDIA_MESSAGES.removed,
        description: `The ${title.toLowerCase()} was removed.`,
      });
    } catch (error) {
      console.error('Image removal failed', error);
      notifyError(MEDIA_MESSAGES.removeFailed);
    }
    setBusy(false);
    await reload();
  };

  return (
    <section
      aria-labelledby={`image-${kind}-title`}
      className="rounded-lg border border-slate-200 p-4"
    >
      <h3 id={`image-${kind}-title`} className="font-semibold">
        {title}
      </h3>
      <p className="text-sm text-slate-600">
        JPEG, PNG, WebP, GIF or AVIF, up to {String(IMAGE_MAX_MB[kind])} MB.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {current ? (
          <img
            src={current.thumbUrl}
            alt={current.alt || title}
            className="h-24 w-32 rounded object-cover"
          />
        ) : (
          <p className="text-sm text-slate-700">
            {images === null ? 'Loading...' : `No ${title.toLowerCase()} yet.`}
          </p>
        )}
        <input
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="peer sr-only"
          disabled={busy}
          onChange={(e) => void upload(e)}
        />
        <label htmlFor={inputId} className={`${BUTTON.secondary} ${FILE_LABEL}`}>
          {current ? `Replace ${title.toLowerCase()}` : `Upload ${title.toLowerCase()}`}
        </label>
        {current && (
          <button
            type="button"
            className={`${BUTTON.secondary} text-red-800`}
            disabled={busy}
            onClick={() => void remove()}
          >
            Remove {title.toLowerCase()}
          </button>
        )}
        {busy && <span role="status">Working...</span>}
      </div>
    </section>
  );
}
