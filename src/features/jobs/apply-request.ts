import { atom } from 'nanostores';

/**
 * Which posting Quick Apply is for. The careers pages' own script sets it when a visitor
 * presses Quick Apply or Apply Now (controls that are plain links to the job page until then);
 * the QuickApplyDialog island, hydrated by that same gesture, opens for it once it runs.
 */
export interface ApplyTarget {
  jobId: string;
  title: string;
  company: string;
}

export const $applyTarget = atom<ApplyTarget | null>(null);

/** The attribute that marks a Quick Apply control (with data-job-id, -job-title, -company). */
export const QUICK_APPLY_SELECTOR = '[data-quick-apply]';

/** Turns clicks on Quick Apply controls into requests for the dialog instead of navigation. */
export function listenForQuickApply(root: Document): void {
  root.addEventListener('click', (event) => {
    const control =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(QUICK_APPLY_SELECTOR)
        : null;
    const jobId = control?.dataset['jobId'];
    if (!control || !jobId) return;
    event.preventDefault();
    $applyTarget.set({
      jobId,
      title: control.dataset['jobTitle'] ?? '',
      company: control.dataset['company'] ?? '',
    });
  });
}
