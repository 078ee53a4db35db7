import { useEffect, useRef, useState } from 'react';
import { PAYMENTS_MESSAGES } from '../domain/plan/payments-messages.ts';
import { PaymentsNotConfiguredError } from '../domain/plan/payments-client.ts';
import { stripeJs } from '../domain/plan/stripe-browser.ts';
import { CloseButton, Modal } from './Modal.tsx';

type CheckoutState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'not-configured' }
  | { kind: 'ready' };

const BUTTON =
  'rounded-md border border-slate-400 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100';

/**
 * Stripe's embedded Checkout in a dialog (owner-admin-side.md sections 2, 4 and 8): loading,
 * then 'Checkout Error' with its message and a Close button, the not-configured notice, or
 * the ready checkout. `onComplete` runs when Stripe reports the payment complete. Shown while
 * mounted; Stripe.js loads only when it opens.
 */
export default function EmbeddedCheckoutDialog({
  title,
  loadClientSecret,
  onComplete,
  onClose,
}: {
  title: string;
  loadClientSecret: () => Promise<string>;
  onComplete: () => void;
  onClose: () => void;
}) {
  const [state, setState] = useState<CheckoutState>({ kind: 'loading' });
  const container = useRef<HTMLDivElement>(null);
  // The latest callbacks, so a parent's re-render never restarts the checkout.
  const callbacks = useRef({ loadClientSecret, onComplete });
  callbacks.current = { loadClientSecret, onComplete };

  useEffect(() => {
    // An object, not a boolean: TypeScript cannot see the cleanup below change it.
    const run = { cancelled: false };
    let destroy: (() => void) | undefined;
    void (async () => {
      try {
        const clientSecret = await callbacks.current.loadClientSecret();
        if (!clientSecret) throw new Error(PAYMENTS_MESSAGES.noClientSecret);
        const stripe = await stripeJs().catch((error: unknown) => {
          // Stripe.js could not load (offline, blocked): the spec's message, the cause logged.
          throw new Error(PAYMENTS_MESSAGES.checkoutFailed, { cause: error });
        });
        if (!stripe) throw new PaymentsNotConfiguredError();
        const checkout = await stripe
          .createEmbeddedCheckoutPage({
            fetchClientSecret: () => Promise.resolve(clientSecret),
            onComplete: () => {
              callbacks.current.onComplete();
            },
          })
          .catch((error: unknown) => {
            throw new Error(PAYMENTS_MESSAGES.checkoutFailed, { cause: error });
          });
        if (run.cancelled || !container.current) {
          checkout.destroy();
          return;
        }
        destroy = () => {
          checkout.destroy();
        };
        setState({ kind: 'ready' });
        checkout.mount(container.current);
      } catch (error) {
        if (run.cancelled) return;
        if (PaymentsNotConfiguredError.is(error)) {
          setState({ kind: 'not-configured' });
          return;
        }
        console.error('Checkout failed to start', error);
        const message = error instanceof Error && error.message ? error.message : '';
        setState({ kind: 'error', message: message || PAYMENTS_MESSAGES.checkoutFailed });
      }
    })();
    return () => {
      run.cancelled = true;
      destroy?.();
    };
  }, []);

  return (
    <Modal open onClose={onClose} titleId="embedded-checkout-title" wide>
      <div className="relative p-6">
        <CloseButton onClose={onClose} />
        <h2 id="embedded-checkout-title" className="pr-8 text-xl font-semibold">
          {title}
        </h2>
        {state.kind === 'loading' && (
          <p role="status" className="mt-4 text-slate-700">
            Loading checkout…
          </p>
        )}
        {state.kind === 'error' && (
          <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4">
            <h3 className="font-semibold text-red-900">{PAYMENTS_MESSAGES.checkoutErrorTitle}</h3>
            <p className="mt-1 text-red-900">{state.message}</p>
          </div>
        )}
        {state.kind === 'not-configured' && (
          <p role="status" className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-4">
            {PAYMENTS_MESSAGES.notConfigured}
          </p>
        )}
        {(state.kind === 'error' || state.kind === 'not-configured') && (
          <button type="button" className={`${BUTTON} mt-4`} onClick={onClose}>
            Close
          </button>
        )}
        <div ref={container} id="embedded-checkout" className="mt-4 min-h-[1px]" />
      </div>
    </Modal>
  );
}
