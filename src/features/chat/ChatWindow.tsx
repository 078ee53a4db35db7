import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import english from '../../lib/i18n/messages/en/chat.ts';
import { format } from '../../lib/i18n/format.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { CHAT_LIMITS, type ChatText } from './chat-schema.ts';
import { useChat } from './use-chat.ts';

interface Props {
  /** The center's record id. */
  centerId: string;
  centerName: string;
  /** The page's language; English when not given. */
  locale?: Locale | undefined;
  /** The window's texts in that language (none in English, which this bundles). */
  text?: ChatText | undefined;
}

const ENGLISH: ChatText = { window: english.window, errors: english.errors };

/**
 * The center page's AI chat window (owner-admin-side.md: 320 by 384 px, full width on phones).
 * Server-rendered closed, as its open button; hydrated with client:interact, so no chat code
 * loads until the visitor reaches for it. Enter sends, Shift+Enter starts a new line.
 */
export default function ChatWindow({ centerId, centerName, locale = 'en', text = ENGLISH }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const { messages, pending, send } = useChat(centerId, centerName, open, { locale, text });
  const t = text.window;
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages]);

  const submit = async () => {
    const text = draft;
    if (!text.trim() || pending) return;
    setDraft('');
    await send(text);
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
    if (event.key === 'Escape') {
      setOpen(false);
      requestAnimationFrame(() => opener.current?.focus());
    }
  };

  if (!open) {
    return (
      <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 p-5">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t.title}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{format(t.intro, { name: centerName })}</p>
        <button
          ref={opener}
          type="button"
          aria-expanded="false"
          onClick={() => {
            setOpen(true);
          }}
          className="mt-3 w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
        >
          {t.open}
        </button>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex h-[384px] w-full flex-col rounded-xl border border-slate-300 bg-white shadow-sm lg:w-[320px]"
    >
      <header className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {t.title}
        </h2>
        <button
          type="button"
          aria-label={t.close}
          onClick={() => {
            setOpen(false);
            requestAnimationFrame(() => opener.current?.focus());
          }}
          className="rounded px-2 text-2xl leading-none text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-800"
        >
          ×
        </button>
      </header>
      <div
        role="log"
        aria-live="polite"
        aria-busy={pending}
        aria-label={t.log}
        tabIndex={0}
        className="flex-1 overflow-y-auto px-3 py-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-800"
      >
        <ol ref={log} className="space-y-2">
          {messages.map((m) => (
            <li
              key={m.id}
              className={`max-w-[85%] whitespace-pre-line rounded-lg px-3 py-2 ${
                m.isUser ? 'ml-auto bg-brand-700 text-white' : 'bg-slate-100 text-slate-900'
              }`}
            >
              <span className="sr-only">{m.isUser ? t.you : t.assistant}</span>
              {m.text || (pending ? t.thinking : '')}
            </li>
          ))}
        </ol>
      </div>
      <form
        className="flex items-end gap-2 border-t border-slate-200 p-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-message`} className="sr-only">
          {t.label}
        </label>
        <textarea
          ref={input}
          id={`${id}-message`}
          rows={2}
          maxLength={CHAT_LIMITS.messageMax}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onKeyDown={onKeyDown}
          placeholder={t.placeholder}
          className="min-h-10 flex-1 resize-none rounded-md border border-slate-400 px-2 py-1 text-sm text-slate-900"
        />
        <button
          type="submit"
          disabled={pending || !draft.trim()}
          className="rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
        >
          {t.send}
        </button>
      </form>
    </section>
  );
}
