import type { Page } from '@playwright/test';

/**
 * What is wrong with where keyboard focus is now, or null when nothing is: focus on
 * <body> while a dialog is open (focus lost); the focused element covered by another element
 * (elementFromPoint at its centre and four inner points; WCAG 2.4.11); no visible indicator
 * (an outline or box-shadow whose colour has 3:1 contrast against the background; 2.4.7,
 * 1.4.11). Waits for scrolling (the window's and the dialog's) to settle first; a problem
 * seen is looked at again a few times, as a smooth scroll or a transition can still be under
 * way on a busy machine.
 */
export async function focusProblem(page: Page): Promise<string | null> {
  let problem = await checkFocus(page);
  for (let again = 0; problem && again < 3; again++) {
    await page.waitForTimeout(250);
    problem = await checkFocus(page);
  }
  return problem;
}

/** One look at where focus is (see focusProblem). */
function checkFocus(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // The window's scroll and that of every box around focus (an open dialog scrolls on its
    // own): all must have settled before anything is measured.
    const scrolled = () => {
      let sum = window.scrollY;
      for (let node = document.activeElement?.parentElement; node; node = node.parentElement) {
        sum += node.scrollTop;
      }
      return sum;
    };
    let last = -1;
    while (last !== scrolled()) {
      last = scrolled();
      await frame();
      await frame();
    }
    const active = document.activeElement;
    const openDialog = document.querySelector('dialog[open]');
    if (!active || active === document.body) {
      return openDialog ? 'focus is on <body> while a dialog is open' : null;
    }
    if (!(active instanceof HTMLElement) || active.tagName === 'IFRAME') return null;
    const name = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent).trim().slice(0, 40)}"`;
    const box = active.getBoundingClientRect();
    // Visually hidden controls (a file input behind its label) show focus on something else.
    if (box.width < 4 || box.height < 4) return null;

    // A link wrapped over two lines has a box per line: their centres are its points.
    const lines = [...active.getClientRects()];
    const points =
      lines.length > 1
        ? lines.map((r) => [r.left + r.width / 2, r.top + r.height / 2] as const)
        : [
            [0.5, 0.5],
            [0.25, 0.25],
            [0.75, 0.25],
            [0.25, 0.75],
            [0.75, 0.75],
          ].map(([x = 0, y = 0]) => [box.left + box.width * x, box.top + box.height * y] as const);
    const inView = ([x, y]: readonly [number, number]) =>
      x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
    const [centre] = points;
    if (centre && !inView(centre) && box.height < innerHeight && box.width < innerWidth) {
      return `${name} is off screen`;
    }
    for (const point of points.filter(inView)) {
      const hit = document.elementFromPoint(point[0], point[1]);
      if (!hit || hit === active || active.contains(hit) || hit.contains(active)) continue;
      const label = hit.closest('label');
      if (
        label &&
        'labels' in active &&
        [...((active as HTMLInputElement).labels ?? [])].includes(label)
      )
        continue;
      return `${name} is covered by ${hit.tagName.toLowerCase()}.${(hit.getAttribute('class') ?? '').slice(0, 60)}`;
    }

    // Any CSS colour (Tailwind's palette is oklch) as sRGB, by painting it on a canvas.
    const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    const rgb = (color: string): [number, number, number, number] | null => {
      if (!paint) return null;
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = color;
      paint.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: [number, number, number, number]) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (c[0] ?? 0) + 0.7152 * (c[1] ?? 0) + 0.0722 * (c[2] ?? 0);
    };
    const contrast = (a: [number, number, number, number], b: [number, number, number, number]) => {
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((l1 ?? 0) + 0.05) / ((l2 ?? 0) + 0.05);
    };
    // The colour behind the element: the first opaque background among its ancestors.
    let background: [number, number, number, number] = [255, 255, 255, 1];
    for (let node = active.parentElement; node; node = node.parentElement) {
      const color = rgb(getComputedStyle(node).backgroundColor);
      if (color && color[3] > 0.5) {
        background = color;
        break;
      }
    }
    const style = getComputedStyle(active);
    const outline = rgb(style.outlineColor);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && outline) {
      if (contrast(outline, background) >= 3) return null;
      return `${name}: its outline has ${contrast(outline, background).toFixed(2)}:1 contrast`;
    }
    if (style.boxShadow !== 'none') return null;
    return `${name} has no visible focus indicator`;
  });
}
