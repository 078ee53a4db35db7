import { useCallback, useEffect, useState } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { listImages, listVideos, type OwnerImage, type OwnerVideo } from './media-api.ts';
import type { ImageKind } from '../../domain/center/media-limits.ts';

/** A center's images of one kind, loaded on mount, with a reload after each change. */
export function useCenterImages(centerId: string, kind: ImageKind) {
  const [images, setImages] = useState<OwnerImage[] | null>(null);
  const reload = useCallback(async () => {
    try {
      const all = await listImages(getPocketBase(), centerId);
      setImages(all.filter((image) => image.kind === kind));
    } catch (error) {
      // Spec: an image fetch failure is an empty list.
      console.error('Could not load the images', error);
      setImages([]);
    }
  }, [centerId, kind]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { images, reload };
}

/** A center's videos, loaded on mount, with a reload after each change. */
export function useCenterVideos(centerId: string) {
  const [videos, setVideos] = useState<OwnerVideo[] | null>(null);
  const reload = useCallback(async () => {
    try {
      setVideos(await listVideos(getPocketBase(), centerId));
    } catch (error) {
      console.error('Could not load the videos', error);
      setVideos([]);
    }
  }, [centerId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { videos, reload };
}
