import { useCallback, useEffect, useState } from 'react';
import Pager from '../../components/Pager.tsx';
import LoadFailed from '../../components/LoadFailed.tsx';
import TableHead from '../../components/TableHead.tsx';
import { BUTTON, CONTROL } from '../../components/control-styles.ts';
import { formatDateTime } from '../../lib/format.ts';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import {
  loadOutbox,
  OUTBOX_STATES,
  retryMail,
  type OutboxMail,
  type OutboxPage,
  type OutboxState,
} from './outbox-api.ts';

const STATE_LABELS: Record<OutboxState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

const STATE_STYLES: Record<OutboxState, string> = {
  queued: 'bg-amber-100 text-amber-950',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/** When a mail went, or when its next attempt is due. */
function when(mail: OutboxMail): string {
  if (mail.state === 'sent') return `Sent ${formatDateTime(mail.sent_at)}`;
  if (mail.state === 'failed') return 'No more attempts';
  return mail.next_attempt_at ? `Next attempt ${formatDateTime(mail.next_attempt_at)}` : '';
}

function StateBadge({ state }: { state: OutboxState }) {
  return (
    <span className={`rounded-full px-2 py-0.5 font-medium ${STATE_STYLES[state]}`}>
      {STATE_LABELS[state]}
    </span>
  );
}

function RetryButton({ mail, onRetry }: { mail: OutboxMail; onRetry: (mail: OutboxMail) => void }) {
  if (mail.state === 'sent') return null;
  return (
    <button
      type="button"
      className={BUTTON.small}
      aria-label={`Retry the mail to ${mail.to}: ${mail.subject}`}
      onClick={() => {
        onRetry(mail);
      }}
    >
      Retry
    </button>
  );
}

function OutboxRow({ mail, onRetry }: { mail: OutboxMail; onRetry: (mail: OutboxMail) => void }) {
  return (
    <tr className="border-b border-slate-200 align-top">
      <td className="px-2 py-3 whitespace-nowrap">{formatDateTime(mail.created)}</td>
      <td className="px-2 py-3 [overflow-wrap:anywhere]">{mail.to}</td>
      <th scope="row" className="px-2 py-3 font-medium">
        {mail.subject}
      </th>
      <td className="px-2 py-3">
        <StateBadge state={mail.state} />
      </td>
      <td className="px-2 py-3">{mail.attempts}</td>
      <td className="px-2 py-3 break-words">{mail.last_error || '—'}</td>
      <td className="px-2 py-3">{when(mail)}</td>
      <td className="px-2 py-3">
        <RetryButton mail={mail} onRetry={onRetry} />
      </td>
    </tr>
  );
}

/** One mail as a card, for phones: every field on its own line, nothing cut off. */
function OutboxCard({ mail, onRetry }: { mail: OutboxMail; onRetry: (mail: OutboxMail) => void }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold break-words">{mail.subject}</h3>
      <div className="mt-1">
        <StateBadge state={mail.state} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="text-slate-700">To</dt>
        <dd className="min-w-0 [overflow-wrap:anywhere]">{mail.to}</dd>
        <dt className="text-slate-700">Created</dt>
        <dd>{formatDateTime(mail.created)}</dd>
        <dt className="text-slate-700">Attempts</dt>
        <dd>{mail.attempts}</dd>
        <dt className="text-slate-700">Last error</dt>
        <dd className="min-w-0 break-words">{mail.last_error || '—'}</dd>
        <dt className="text-slate-700">Delivery</dt>
        <dd>{when(mail) || '—'}</dd>
      </dl>
      {mail.state !== 'sent' && (
        <div className="mt-3">
          <RetryButton mail={mail} onRetry={onRetry} />
        </div>
      )}
    </li>
  );
}

/**
 * Beyond the spec: every mail the site sent or will send, from the outbox. A mail
 * is queued until delivered, retried with growing waits while the mail server fails, and
 * failed after the last attempt; Retry sends a queued or failed mail again at once.
 */
export default function MailOutbox() {
  const [state, setState] = useState<OutboxState | ''>('');
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<OutboxPage | 'loading' | 'error'>('loading');

  const reload = useCallback(async () => {
    try {
      setLoaded(await loadOutbox(getPocketBase(), state, page));
    } catch (error) {
      console.error('Error loading the mail outbox', error);
      setLoaded('error');
    }
  }, [state, page]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const retry = async (mail: OutboxMail) => {
    try {
      await retryMail(getPocketBase(), mail.id);
      showToast({
        variant: 'success',
        title: 'Mail queued',
        description: `The mail to ${mail.to} is being sent again.`,
      });
    } catch (error) {
      console.error('Retrying a mail failed', error);
      showToast({
        variant: 'error',
        title: 'Error',
        description: 'Failed to retry the mail. Please try again.',
      });
    }
    await reload();
  };

  return (
    <section aria-labelledby="admin-outbox" className="space-y-3">
      <h2 id="admin-outbox" className="text-2xl font-semibold">
        Mail outbox
      </h2>
      <p className="text-slate-700">
        Every mail the site sends waits here until the mail server accepts it. Failed attempts are
        retried with growing waits; after the last one the mail is marked failed.
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <label className="block">
          <span className="font-medium">Show</span>
          <select
            className={CONTROL}
            value={state}
            onChange={(event) => {
              setState(event.target.value as OutboxState | '');
              setPage(1);
            }}
          >
            <option value="">All mails</option>
            {OUTBOX_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={BUTTON.secondary} onClick={() => void reload()}>
          Refresh
        </button>
      </div>
      {loaded === 'loading' && <p role="status">Loading mails...</p>}
      {loaded === 'error' && <LoadFailed what="mails" onRetry={() => void reload()} />}
      {typeof loaded === 'object' && (
        <>
          <p>
            {OUTBOX_STATES.map((s) => `${STATE_LABELS[s]}: ${String(loaded.counts[s])}`).join(
              ' · ',
            )}
          </p>
          {loaded.items.length === 0 ? (
            <p>No mails.</p>
          ) : (
            <>
              {/* From 768 px up: the table (focusable, as it may still scroll sideways);
                  below, one card per mail. */}
              <div
                className="hidden overflow-x-auto md:block"
                tabIndex={0}
                role="region"
                aria-label="Mail outbox table"
              >
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Mail outbox</caption>
                  <TableHead
                    headers={[
                      'Created',
                      'To',
                      'Subject',
                      'State',
                      'Attempts',
                      'Last error',
                      'Delivery',
                      'Actions',
                    ]}
                  />
                  <tbody>
                    {loaded.items.map((mail) => (
                      <OutboxRow key={mail.id} mail={mail} onRetry={(m) => void retry(m)} />
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className="space-y-3 md:hidden" aria-label="Mail outbox">
                {loaded.items.map((mail) => (
                  <OutboxCard key={mail.id} mail={mail} onRetry={(m) => void retry(m)} />
                ))}
              </ul>
            </>
          )}
          {loaded.totalPages > 1 && (
            <Pager label="Outbox pages" page={page} pages={loaded.totalPages} onPage={setPage} />
          )}
        </>
      )}
    </section>
  );
}
