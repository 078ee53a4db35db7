import { describe, expect, it } from 'vitest';
import { VideoSchema } from './video-schema.ts';

describe('VideoSchema', () => {
  it('needs a video URL', () => {
    expect(
      VideoSchema.safeParse({ video_url: ' ', title: '', description: '' }).error?.issues[0]
        ?.message,
    ).toBe('Please enter a video URL');
  });

  it('takes http(s) URLs only', () => {
    expect(
      VideoSchema.safeParse({ video_url: 'javascript:alert(1)', title: '', description: '' })
        .success,
    ).toBe(false);
    expect(
      VideoSchema.parse({ video_url: ' https://youtu.be/abc ', title: ' Tour ', description: '' }),
    ).toEqual({ video_url: 'https://youtu.be/abc', title: 'Tour', description: '' });
  });
});
