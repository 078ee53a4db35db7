import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video-embed.ts';

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=30s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s plays in the no-cookie YouTube player', (address, id) => {
    expect(videoEmbed(address)).toEqual({
      kind: 'iframe',
      provider: 'YouTube',
      src: `https://www.youtube-nocookie.com/embed/${id}`,
    });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
  ])('%s plays in the Vimeo player without tracking', (address, id) => {
    expect(videoEmbed(address)).toEqual({
      kind: 'iframe',
      provider: 'Vimeo',
      src: `https://player.vimeo.com/video/${id}?dnt=1`,
    });
  });

  it.each([
    'https://video.example/watch/sunrise-1',
    'https://www.youtube.com/channel/UC123456',
    'https://www.youtube.com/watch?v=<script>',
    'https://vimeo.com/about',
  ])('%s stays a link', (address) => {
    expect(videoEmbed(address)).toEqual({ kind: 'link', href: new URL(address).href });
  });

  it.each(['javascript:alert(1)', 'not a web address', ''])(
    '%j gives nothing to show',
    (address) => {
      expect(videoEmbed(address)).toEqual({ kind: 'link', href: '' });
    },
  );
});
