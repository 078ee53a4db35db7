/**
 * How a center video is shown: YouTube and Vimeo addresses become their privacy-friendly
 * players (no tracking cookies until the visitor plays), anything else stays a plain link.
 */
export type VideoEmbed =
  | { kind: 'iframe'; src: string; provider: 'YouTube' | 'Vimeo' }
  /** href is '' when the address is not a web address (nothing to show). */
  | { kind: 'link'; href: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

function youtubeId(url: URL, host: string): string | null {
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, first, second] = url.pathname.split('/');
  return first === 'embed' || first === 'shorts' || first === 'live' ? (second ?? null) : null;
}

function vimeoId(url: URL, host: string): string | null {
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname.split('/').findLast((part) => part !== '');
  return id && /^[0-9]+$/.test(id) ? id : null;
}

/** Turns a video address into a YouTube/Vimeo player address, or a link for anything else. */
export function videoEmbed(address: string): VideoEmbed {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return { kind: 'link', href: '' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'link', href: '' };
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const youtube = youtubeId(url, host);
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return {
      kind: 'iframe',
      provider: 'YouTube',
      src: `https://www.youtube-nocookie.com/embed/${youtube}`,
    };
  }
  const vimeo = vimeoId(url, host);
  if (vimeo) {
    return {
      kind: 'iframe',
      provider: 'Vimeo',
      src: `https://player.vimeo.com/video/${vimeo}?dnt=1`,
    };
  }
  return { kind: 'link', href: url.href };
}
