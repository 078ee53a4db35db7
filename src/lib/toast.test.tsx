import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { renderIsland, screen, toasts, within } from '../testing/render-island.tsx';
import { showToast, TOASTER_ID } from './toast.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A button that shows a toast, as an island's failed or finished action does. */
function Trigger({ variant, focus = false }: { variant: 'success' | 'error'; focus?: boolean }) {
  return (
    <button
      type="button"
      onClick={() => {
        showToast(
          variant === 'success'
            ? { variant, title: 'Message sent!', description: "We'll get back to you soon." }
            : { variant, title: 'Error', description: 'Failed to send message. Please try again.' },
          { focus },
        );
      }}
    >
      Act
    </button>
  );
}

describe('Toasts', () => {
  it('announce successes politely and errors assertively', async () => {
    const { user, rerender } = renderIsland(<Trigger variant="success" />);
    await user.click(screen.getByRole('button', { name: 'Act' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      "Message sent!We'll get back to you soon.",
    );
    rerender(<Trigger variant="error" />);
    await user.click(screen.getByRole('button', { name: 'Act' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ErrorFailed to send message. Please try again.',
    );
  });

  it('take focus when asked, and give it back when dismissed', async () => {
    const { user } = renderIsland(<Trigger variant="error" focus />);
    const button = screen.getByRole('button', { name: 'Act' });
    await user.click(button);
    const toast = toasts('error').getByText('Error').closest('[tabindex="-1"]');
    expect(toast).toHaveFocus();
    await user.click(
      within(toast as HTMLElement).getByRole('button', { name: 'Dismiss notification' }),
    );
    expect(toasts('error').queryByText('Error')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('a success goes after 10 seconds, but not while it is pointed at', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    showToast({ variant: 'success', title: 'Message sent!', description: 'Thank you.' });
    const toast = toasts('success').getByText('Message sent!').closest('div.rounded-lg');
    fireEvent.pointerEnter(toast as HTMLElement);
    vi.advanceTimersByTime(15_000);
    expect(toasts('success').getByText('Message sent!')).toBeInTheDocument();
    fireEvent.pointerLeave(toast as HTMLElement);
    vi.advanceTimersByTime(9_000);
    expect(toasts('success').getByText('Message sent!')).toBeInTheDocument();
    vi.advanceTimersByTime(1_000);
    expect(toasts('success').queryByText('Message sent!')).not.toBeInTheDocument();
  });

  it('an error stays until dismissed', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    showToast({ variant: 'error', title: 'Error', description: 'Failed to add center.' });
    vi.advanceTimersByTime(60_000);
    expect(toasts('error').getByText('Failed to add center.')).toBeInTheDocument();
  });

  it("names the dismiss button in the page's language, as the toaster carries it", async () => {
    const toaster = document.getElementById(TOASTER_ID);
    if (!toaster) throw new Error('No toaster');
    toaster.dataset.dismissLabel = 'Cerrar el aviso';
    try {
      const { user } = renderIsland(<Trigger variant="error" />);
      await user.click(screen.getByRole('button', { name: 'Act' }));
      expect(toasts('error').getByRole('button', { name: 'Cerrar el aviso' })).toBeVisible();
    } finally {
      delete toaster.dataset.dismissLabel;
    }
  });
});
