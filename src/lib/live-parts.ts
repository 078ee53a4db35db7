/**
 * Parts of a pre-rendered page that can be brought up to date in place, without leaving it:
 * each element marked `data-live-part="{name}"` (plain HTML, no island inside) is replaced by
 * the same part of the page as the site serves it now. The center page uses it after its owner
 * saves an edit, so the owner sees the change where they made it.
 */

/** The attribute that marks a part, and names it. */
export const LIVE_PART_ATTRIBUTE = 'data-live-part';

/**
 * Fetches the current page afresh and replaces each marked part with the fresh one, and the
 * title. Returns whether any part's content changed; parts the fresh page lacks stay as they
 * are. Throws when the page cannot be read.
 */
export async function refreshLiveParts(url: string = window.location.href): Promise<boolean> {
  const answer = await fetch(url, { cache: 'no-store' });
  if (!answer.ok) throw new Error(`The page answered ${String(answer.status)}`);
  const fresh = new DOMParser().parseFromString(await answer.text(), 'text/html');
  let changed = false;
  for (const part of document.querySelectorAll<HTMLElement>(`[${LIVE_PART_ATTRIBUTE}]`)) {
    const name = part.getAttribute(LIVE_PART_ATTRIBUTE) ?? '';
    const next = fresh.querySelector(`[${LIVE_PART_ATTRIBUTE}="${CSS.escape(name)}"]`);
    if (!next || next.innerHTML === part.innerHTML) continue;
    part.replaceChildren(...[...next.childNodes].map((node) => document.importNode(node, true)));
    changed = true;
  }
  if (changed && fresh.title) document.title = fresh.title;
  return changed;
}
