import type { Page } from '@playwright/test';

/**
 * Stripe.js cannot load without internet: a stand-in for its embedded Checkout, served from
 * the test's network routes at Stripe's address. It mounts a small card form and calls the
 * `onComplete` callback when it is submitted, as Stripe's does after a successful payment.
 */
const STRIPE_JS_STAND_IN = `
window.Stripe = function () {
  return {
    _registerWrapper: function () {},
    createEmbeddedCheckoutPage: async function (options) {
      const secret = await options.fetchClientSecret();
      let form;
      return {
        mount: function (where) {
          const target = typeof where === 'string' ? document.querySelector(where) : where;
          form = document.createElement('form');
          form.setAttribute('aria-label', 'Card payment');
          form.dataset.clientSecret = secret;
          form.innerHTML = '<label>Card number <input name="card"></label> <button type="submit">Pay</button>';
          form.addEventListener('submit', function (event) {
            event.preventDefault();
            form.textContent = 'Payment complete';
            options.onComplete();
          });
          target.appendChild(form);
        },
        unmount: function () { form && form.remove(); },
        destroy: function () { form && form.remove(); },
      };
    },
  };
};`;

/** Serves the stand-in at Stripe.js's address for this page. */
export async function standInStripe(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS_STAND_IN }),
  );
}
