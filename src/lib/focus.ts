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

/**
 * A scrolling dialog's focus handler (onFocus on its scroll container): brings the field
 * just focused fully clear of the container's sticky parts (its scroll-padding), which
 * Chromium's Tab does not when the field is already partly in view (a tall text area half
 * under a dialog's sticky Save bar; WCAG 2.4.11).
 */
export function keepFocusedInView(event: { target: EventTarget }): void {
  if (event.target instanceof HTMLElement) event.target.scrollIntoView({ block: 'nearest' });
}
