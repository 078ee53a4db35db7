import { useId, useState } from 'react';
import englishIntake from '../../lib/i18n/messages/en/intake.ts';
import { useMessages } from '../../lib/i18n/react.tsx';
import { setOpeningsNotice } from './intake-api.ts';

interface OpeningsToggleProps {
  token: string;
  initial: boolean;
}

/** 'E-mail me when a waitlisted match starts accepting new clients', saved at once. */
export default function OpeningsToggle({ token, initial }: OpeningsToggleProps) {
  const m = useMessages('intake', englishIntake).openings;
  const id = useId();
  const [checked, setChecked] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState('');

  const change = async (notify: boolean) => {
    setChecked(notify);
    setSaving(true);
    setMessage('');
    try {
      const status = await setOpeningsNotice(token, notify);
      setChecked(status.notify_openings);
      setMessage(status.notify_openings ? m.on : m.off);
    } catch (error) {
      console.error('Could not save the openings setting', error);
      setChecked(!notify);
      setMessage(m.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={saving}
          onChange={(event) => void change(event.target.checked)}
          className="mt-1 h-4 w-4 accent-brand-700"
        />
        <label htmlFor={id}>{m.label}</label>
      </div>
      <p role="status" className="mt-1 text-sm text-slate-700">
        {message}
      </p>
    </div>
  );
}
