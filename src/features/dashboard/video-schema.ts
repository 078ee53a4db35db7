import { z } from 'zod';
import { MEDIA_MESSAGES } from './media-rules.ts';

/** Add a video: the URL is required (http or https); title and description are optional. */
export const VideoSchema = z.object({
  video_url: z
    .string()
    .trim()
    .min(1, MEDIA_MESSAGES.videoUrl)
    .pipe(z.url({ protocol: /^https?$/, message: MEDIA_MESSAGES.videoUrlInvalid }))
    .pipe(z.string().max(2000)),
  title: z.string().trim().max(200),
  description: z.string().trim().max(2000),
});
export type VideoInput = z.infer<typeof VideoSchema>;
