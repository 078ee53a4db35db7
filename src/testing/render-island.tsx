import { expect } from 'vitest';
import { act, render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { getPocketBase } from '../lib/session.ts';
import { TOAST_REGION_IDS } from '../lib/toast.ts';

/**
 * Rendering an island for a component test (the page furniture comes from
 * component-setup.ts): the render result plus a user-event session that types and clicks
 * as a person does.
 */
export function renderIsland(
  ui: ReactElement,
  options: Parameters<typeof userEvent.setup>[0] = {},
): RenderResult & { user: UserEvent } {
  // No pause between keystrokes: the islands react to each one all the same.
  const user = userEvent.setup({ delay: null, ...options });
  return { user, ...render(ui) };
}

/** The toasts of one kind: successes are announced politely, errors assertively. */
export function toasts(variant: 'success' | 'error') {
  const region = document.getElementById(TOAST_REGION_IDS[variant]);
  if (!region) throw new Error('The toaster is missing: is component-setup.ts loaded?');
  return within(region);
}

/** Waits for a toast with this title and description; returns the toast element. */
export async function findToast(
  variant: 'success' | 'error',
  title: string,
  description: string | RegExp,
): Promise<HTMLElement> {
  const heading = await toasts(variant).findByText(title);
  const toast = heading.parentElement?.parentElement;
  if (!toast) throw new Error(`Toast '${title}' has no container`);
  expect(within(toast).getByText(description)).toBeInTheDocument();
  return toast;
}

/** A JWT that PocketBase's auth store takes as valid for an hour (it reads only `exp`). */
function unsignedToken(id: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id, exp, type: 'auth' })}.signature`;
}

/** Signs the page's PocketBase client in as this user (no request: the store is set). */
export function signInAs(user: { id: string; email: string; name?: string; role?: string }) {
  getPocketBase().authStore.save(unsignedToken(user.id), {
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    name: '',
    role: 'user',
    verified: true,
    ...user,
  });
}

export { screen, within };

/**
 * Chooses files in a file input, as a person does in the file picker. Not user-event's
 * upload: it overrides the input's `files` property, which happy-dom's FormData does not read,
 * so a form would be sent without the file.
 */
export function chooseFiles(input: HTMLElement, ...files: File[]): void {
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') {
    throw new Error('chooseFiles needs a file input');
  }
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  act(() => {
    input.files = transfer.files;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Asserts the message each field shows (its accessible description), by the field's label. */
export function expectFieldMessages(messages: Record<string, string>): void {
  for (const [label, message] of Object.entries(messages)) {
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  }
}
