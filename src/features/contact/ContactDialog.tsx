import { useRef, useState, type SyntheticEvent } from 'react';
import type { IslandMessages } from '../../lib/i18n/catalog.ts';
import { translateText } from '../../lib/i18n/format.ts';
import englishContact from '../../lib/i18n/messages/en/contact.ts';
import { I18nProvider, useMessages } from '../../lib/i18n/react.tsx';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { ContactSchema, toContactRecord, type ContactInput } from './contact-schema.ts';
import { firstErrors } from '../../lib/field-errors.ts';

type Errors = Partial<Record<keyof ContactInput, string>>;

const FIELDS: {
  name: Exclude<keyof ContactInput, 'message'>;
  type: string;
  autoComplete: string;
}[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'businessName', type: 'text', autoComplete: 'organization' },
];

/**
 * The 'Contact Us' dialog: the message is stored and mailed to the team. The footer's button
 * is static HTML; contact-opener.ts mounts this on the visitor's first reach and opens it,
 * with the 'contact' messages of the page's language (`i18n`; none in English).
 */
export default function ContactDialog({ i18n }: { i18n?: IslandMessages<'contact'> | undefined }) {
  return (
    // The provider holds any island's namespaces; this one's are a part of them.
    <I18nProvider value={i18n as IslandMessages | undefined}>
      <Dialog />
    </I18nProvider>
  );
}

function Dialog() {
  const m = useMessages('contact', englishContact);
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const close = () => {
    dialog.current?.close();
    setErrors({});
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Busy: the button stays focusable (aria-disabled), so a second press lands here.
    if (sending) return;
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = ContactSchema.safeParse(data);
    if (!parsed.success) {
      setErrors(firstErrors<keyof ContactInput>(parsed.error));
      const first = parsed.error.issues[0]?.path[0];
      if (typeof first === 'string')
        form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await getPocketBase().collection('contact_messages').create(toContactRecord(parsed.data));
      showToast({ variant: 'success', title: m.sentTitle, description: m.sent });
      form.current?.reset();
      close();
    } catch (error) {
      console.error('Contact message failed', error);
      // Focus goes to the message, not left on Send Message.
      showToast({ variant: 'error', title: m.failedTitle, description: m.failed }, { focus: true });
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof ContactInput) => ({
    id: `contact-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    className:
      'mt-1 w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700',
  });
  const error = (name: keyof ContactInput) =>
    errors[name] && (
      <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-800">
        {translateText(m.errors, errors[name])}
      </p>
    );

  return (
    <dialog
      ref={dialog}
      aria-labelledby="contact-title"
      onClose={() => {
        setErrors({});
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl p-0 text-slate-900 backdrop:bg-slate-900/60"
    >
      <form ref={form} noValidate onSubmit={(e) => void submit(e)} className="space-y-4 p-6">
        <h2 id="contact-title" className="text-xl font-semibold">
          {m.title}
        </h2>
        <p className="text-sm text-slate-700">{m.intro}</p>
        {FIELDS.map((f) => (
          <div key={f.name}>
            <label htmlFor={`contact-${f.name}`} className="block text-sm font-medium">
              {m.fields[f.name]}
            </label>
            <input type={f.type} autoComplete={f.autoComplete} {...field(f.name)} />
            {error(f.name)}
          </div>
        ))}
        <div>
          <label htmlFor="contact-message" className="block text-sm font-medium">
            {m.fields.message}
          </label>
          <textarea rows={4} {...field('message')} />
          {error('message')}
        </div>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={close}
            className="rounded-md border border-slate-400 px-4 py-2 font-medium"
          >
            {m.cancel}
          </button>
          <button
            type="submit"
            aria-disabled={sending || undefined}
            className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {sending ? m.sending : m.send}
          </button>
        </div>
      </form>
    </dialog>
  );
}
