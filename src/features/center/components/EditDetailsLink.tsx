import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { routes } from '../../../lib/routes.ts';
import { $session, getPocketBase } from '../../../lib/session.ts';

interface Props {
  /** The center's owner (users record id). */
  ownerId: string;
}

/** 'Edit Details' for the signed-in owner of the center; nothing for anyone else. */
export default function EditDetailsLink({ ownerId }: Props) {
  const session = useStore($session);
  useEffect(() => {
    // Reads the stored session into $session (the header may not have done so yet).
    getPocketBase();
  }, []);
  if (session.status !== 'signed-in' || session.user.id !== ownerId) return null;
  return (
    <a
      href={routes.dashboard}
      className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
    >
      Edit Details
    </a>
  );
}
