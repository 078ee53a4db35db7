import { useState, type ChangeEvent } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { BUTTON, FILE_LABEL } from '../../components/control-styles.ts';
import GalleryRow from './GalleryRow.tsx';
import { removeImage, saveAltText, saveImage, swapOrder } from './media-api.ts';
import { IMAGE_LIMITS, IMAGE_TYPES } from '../../domain/center/media-limits.ts';
import {
  imageFilesProblem,
  MEDIA_MESSAGES,
  uploadedMessage,
  uploadFailedMessage,
} from './media-rules.ts';
import { notifyError, refusalText } from './notify.ts';
import { useCenterImages } from './use-center-media.ts';

interface Pending {
  file: File;
  alt: string;
}

/**
 * The photo gallery (premium, up to 12): add images with alt text, describe, reorder and
 * remove them. Uploads stop at the first failure and say so (public-side.md section 4).
 */
export default function GalleryManager({ centerId }: { centerId: string }) {
  const { images, reload } = useCenterImages(centerId, 'gallery');
  const [pending, setPending] = useState<Pending[]>([]);
  const [busy, setBusy] = useState(false);
  const gallery = images ?? [];

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const problem = imageFilesProblem('gallery', files, gallery.length + pending.length);
    if (problem) notifyError(problem);
    else setPending([...pending, ...files.map((file) => ({ file, alt: '' }))]);
  };

  const upload = async () => {
    if (pending.some((p) => !p.alt.trim())) {
      notifyError(MEDIA_MESSAGES.altRequired);
      return;
    }
    setBusy(true);
    let done = 0;
    try {
      for (const item of pending) {
        await saveImage(getPocketBase(), centerId, 'gallery', item.file, item.alt.trim());
        done += 1;
      }
      showToast({
        variant: 'success',
        title: 'Upload Complete',
        description: uploadedMessage(done, 'gallery'),
      });
      setPending([]);
    } catch (error) {
      console.error('Gallery upload failed', error);
      notifyError(refusalText(error, uploadFailedMessage('gallery')));
      setPending(pending.slice(done));
    }
    setBusy(false);
    await reload();
  };

  const act = async (action: () => Promise<void>, failure: string, success?: string) => {
    setBusy(true);
    try {
      await action();
      if (success)
        showToast({ variant: 'success', title: success, description: 'The gallery was updated.' });
    } catch (error) {
      console.error('Gallery change failed', error);
      notifyError(refusalText(error, failure));
    }
    setBusy(false);
    await reload();
  };

  const move = (index: number, step: -1 | 1) => {
    const a = gallery[index];
    const b = gallery[index + step];
    if (a && b)
      void act(
        () => swapOrder(getPocketBase(), a, b),
        'Failed to reorder images. Please try again.',
      );
  };

  return (
    <section aria-labelledby="gallery-title" className="rounded-lg border border-slate-200 p-4">
      <h3 id="gallery-title" className="font-semibold">
        Photo gallery
      </h3>
      <p className="text-sm text-slate-600">
        {images === null
          ? 'Loading...'
          : `${String(gallery.length)} of ${String(IMAGE_LIMITS.gallery)} images. Up to 5 MB each; describe each image for people who cannot see it.`}
      </p>
      <ol className="mt-3 space-y-2">
        {gallery.map((image, index) => (
          <GalleryRow
            key={image.id}
            image={image}
            index={index}
            count={gallery.length}
            busy={busy}
            onAltText={(alt) =>
              void act(() => saveAltText(getPocketBase(), image, alt), MEDIA_MESSAGES.altRequired)
            }
            onMove={(step) => {
              move(index, step);
            }}
            onRemove={() =>
              void act(
                () => removeImage(getPocketBase(), image),
                MEDIA_MESSAGES.removeFailed,
                MEDIA_MESSAGES.removed,
              )
            }
          />
        ))}
      </ol>
      {pending.length > 0 && (
        <div className="mt-4 space-y-2">
          <h4 className="text-sm font-semibold">New images</h4>
          {pending.map((item, index) => (
            <div key={`${item.file.name}-${String(index)}`}>
              <label htmlFor={`pending-alt-${String(index)}`} className="block text-sm font-medium">
                Alt text for {item.file.name}
              </label>
              <input
                id={`pending-alt-${String(index)}`}
                value={item.alt}
                onChange={(e) => {
                  setPending(
                    pending.map((p, i) => (i === index ? { ...p, alt: e.target.value } : p)),
                  );
                }}
                className="mt-1 w-full rounded-md border border-slate-400 px-2 py-1 text-sm"
              />
            </div>
          ))}
          <div className="flex gap-2">
            <button
              type="button"
              className={BUTTON.primary}
              disabled={busy}
              onClick={() => void upload()}
            >
              {busy ? 'Uploading...' : `Upload ${String(pending.length)} image(s)`}
            </button>
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={busy}
              onClick={() => {
                setPending([]);
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      <div className="mt-4">
        <input
          id="gallery-files"
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          className="peer sr-only"
          disabled={busy}
          onChange={choose}
        />
        <label htmlFor="gallery-files" className={`${BUTTON.secondary} ${FILE_LABEL} inline-block`}>
          Add gallery images
        </label>
      </div>
    </section>
  );
}
