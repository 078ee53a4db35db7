/**
 * Hides a picture that fails to load: a card's (spec: 'the image is hidden if it fails to
 * load', so the placeholder icon beneath shows) and a center page's logo, hero and video
 * thumbnails. One listener for every picture, static or rendered by an island: React cannot
 * put an `onerror` attribute into static HTML, the content security policy allows no inline
 * handler anyway, and `error` does not bubble, so the listener captures it at the document.
 * Pictures that failed before this module ran are found by their broken state.
 */
const SELECTOR = 'img[data-hide-on-error]';

function hide(image: HTMLImageElement): void {
  image.hidden = true;
}

document.addEventListener(
  'error',
  (event) => {
    const target = event.target;
    if (target instanceof HTMLImageElement && target.matches(SELECTOR)) hide(target);
  },
  true,
);

for (const image of document.querySelectorAll<HTMLImageElement>(SELECTOR)) {
  if (image.complete && image.naturalWidth === 0 && image.currentSrc) hide(image);
}
