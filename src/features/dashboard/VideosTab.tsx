import { useState, type SyntheticEvent } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { TextAreaField, TextField } from '../../components/FormFields.tsx';
import { BUTTON } from '../../components/control-styles.ts';
import { addVideo, removeVideo, type OwnerVideo } from './media-api.ts';
import { VIDEO_LIMIT } from '../../domain/center/media-limits.ts';
import { firstErrors, focusFirstInvalid } from '../../lib/field-errors.ts';
import { MEDIA_MESSAGES } from './media-rules.ts';
import { notifyError, refusalText } from './notify.ts';
import { useCenterVideos } from './use-center-media.ts';
import { VideoSchema } from './video-schema.ts';

/** Videos (premium, up to 5): add by URL with an optional title and description; remove. */
export default function VideosTab({ centerId }: { centerId: string }) {
  const { videos, reload } = useCenterVideos(centerId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const list = videos ?? [];

  const add = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    if (list.length >= VIDEO_LIMIT) {
      notifyError(MEDIA_MESSAGES.videoLimit);
      return;
    }
    const parsed = VideoSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await addVideo(getPocketBase(), centerId, parsed.data);
      showToast({ variant: 'success', title: 'Success', description: MEDIA_MESSAGES.videoAdded });
      form.reset();
    } catch (error) {
      console.error('Adding the video failed', error);
      notifyError(refusalText(error, MEDIA_MESSAGES.videoAddFailed));
    }
    setBusy(false);
    await reload();
  };

  const remove = async (video: OwnerVideo) => {
    setBusy(true);
    try {
      await removeVideo(getPocketBase(), video);
      showToast({ variant: 'success', title: 'Success', description: MEDIA_MESSAGES.videoRemoved });
    } catch (error) {
      console.error('Removing the video failed', error);
      notifyError(MEDIA_MESSAGES.videoRemoveFailed);
    }
    setBusy(false);
    await reload();
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="videos-title">
        <h3 id="videos-title" className="font-semibold">
          Your videos ({String(list.length)} of {String(VIDEO_LIMIT)})
        </h3>
        {videos === null && <p>Loading...</p>}
        {videos?.length === 0 && <p className="text-sm text-slate-700">No videos yet.</p>}
        <ul className="mt-2 space-y-2">
          {list.map((video) => (
            <li
              key={video.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-slate-200 p-3"
            >
              <div className="min-w-0">
                <p className="font-medium">{video.title || 'Untitled video'}</p>
                <a
                  href={video.url}
                  className="break-all text-sm text-brand-700 underline"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {video.url}
                </a>
                {video.description && <p className="text-sm text-slate-700">{video.description}</p>}
              </div>
              <button
                type="button"
                className={`${BUTTON.small} text-red-800`}
                disabled={busy}
                onClick={() => void remove(video)}
              >
                Remove<span className="sr-only"> {video.title || video.url}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <form
        noValidate
        onSubmit={(e) => void add(e)}
        className="space-y-3 rounded-lg border border-slate-200 p-4"
      >
        <h3 className="font-semibold">Add a video</h3>
        <TextField
          id="video-url"
          name="video_url"
          label="Video URL"
          type="url"
          hint="A YouTube or Vimeo address."
          error={errors.video_url}
        />
        <TextField id="video-title" name="title" label="Title (optional)" error={errors.title} />
        <TextAreaField
          id="video-description"
          name="description"
          label="Description (optional)"
          error={errors.description}
        />
        <button type="submit" className={BUTTON.primary} aria-disabled={busy || undefined}>
          {busy ? 'Adding...' : 'Add Video'}
        </button>
      </form>
    </div>
  );
}
