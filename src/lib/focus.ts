/**
 * Puts focus back on the control it came from (a dialog's opener, the button whose submit
 * failed); when that control is gone (a deleted row), on the main content, so focus never
 * falls to <body> (WCAG 2.4.3).
 */
export function returnFocus(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) {
    opener.focus();
  } else {
    document.getElementById('main-content')?.focus();
  }
}
