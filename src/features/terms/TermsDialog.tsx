import { useEffect, useId, useRef, useState } from 'react';
import { routes } from '../../lib/routes.ts';

/** The localStorage key that remembers the agreement (owner-admin-side.md section 9). */
export const TERMS_STORAGE_KEY = 'terms-agreed';

/** Where Decline sends the visitor: an external search engine (spec). */
export const DECLINE_URL = 'https://duckduckgo.com/';

function hasAgreed(): boolean {
  try {
    return localStorage.getItem(TERMS_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The blocking Terms and Conditions dialog shown on a first visit. It is rendered by
 * JavaScript only, so crawlers and no-JS visitors get the page's full content.
 */
export default function TermsDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [ticked, setTicked] = useState(false);
  const checkboxId = useId();

  useEffect(() => {
    if (!hasAgreed()) dialog.current?.showModal();
  }, []);

  const accept = () => {
    try {
      localStorage.setItem(TERMS_STORAGE_KEY, 'true');
    } catch {
      // Storage blocked: the agreement lasts for this page only.
    }
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="terms-title"
      aria-describedby="terms-summary"
      // Blocking: Escape does not dismiss it.
      onCancel={(event) => {
        event.preventDefault();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl p-0 text-slate-900 backdrop:bg-slate-900/70"
    >
      <div className="space-y-4 p-6">
        <h2 id="terms-title" className="text-xl font-semibold">
          Terms and Conditions
        </h2>
        <div id="terms-summary" className="space-y-2 text-sm text-slate-800">
          <p>
            This site is a directory and connection platform for autism services in Minnesota. It
            does not give medical advice, diagnose or recommend treatment, and it does not endorse
            any center. Information comes from the centers and may change; please confirm details
            with a center directly.
          </p>
          <p>
            Please read our{' '}
            <a
              className="text-brand-800 underline"
              href={routes.termsOfUse}
              target="_blank"
              rel="noopener"
            >
              Terms of Use (opens in a new tab)
            </a>{' '}
            and{' '}
            <a
              className="text-brand-800 underline"
              href={routes.privacyPolicy}
              target="_blank"
              rel="noopener"
            >
              Privacy Policy (opens in a new tab)
            </a>
            .
          </p>
        </div>
        <div className="flex items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            checked={ticked}
            onChange={(e) => {
              setTicked(e.target.checked);
            }}
            className="mt-1 h-5 w-5"
          />
          <label htmlFor={checkboxId} className="text-sm font-medium">
            I have read and agree to the Terms of Use and Privacy Policy
          </label>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={() => {
              window.location.assign(DECLINE_URL);
            }}
            className="rounded-md border border-slate-400 px-4 py-2 font-medium"
          >
            Decline
          </button>
          <button
            type="button"
            disabled={!ticked}
            onClick={accept}
            className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-500"
          >
            Accept and Continue
          </button>
        </div>
      </div>
    </dialog>
  );
}
