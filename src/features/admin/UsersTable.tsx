import { formatDate } from '../../lib/format.ts';
import type { AdminCenter, AdminUser } from './admin-data.ts';
import { BUTTON } from '../../components/control-styles.ts';

/** A user id as the admin table shows it: its first 8 characters (spec section 9). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

interface Props {
  users: AdminUser[];
  /** Each user's centers, by user id. */
  centersOf: (userId: string) => AdminCenter[];
  currentUserId: string;
  onDelete: (user: AdminUser) => void;
}

/** All users with their role and centers; each row can be deleted (never one's own). */
export default function UsersTable({ users, centersOf, currentUserId, onDelete }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">All users</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            {['User ID', 'Name', 'Email', 'Role', 'Centers', 'Joined', 'Actions'].map((h) => (
              <th key={h} scope="col" className="px-2 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const centers = centersOf(user.id);
            return (
              <tr key={user.id} className="border-b border-slate-200 align-top">
                <td className="px-2 py-3 font-mono">{shortId(user.id)}</td>
                <th scope="row" className="px-2 py-3 font-medium">
                  {user.name || '—'}
                  {user.id === currentUserId && <span className="ml-1 text-slate-700">(you)</span>}
                </th>
                <td className="break-all px-2 py-3">{user.email}</td>
                <td className="px-2 py-3">
                  <span
                    className={`rounded-full px-2 py-0.5 font-medium ${
                      user.role === 'admin'
                        ? 'bg-purple-100 text-purple-900'
                        : 'bg-slate-100 text-slate-800'
                    }`}
                  >
                    {user.role}
                  </span>
                </td>
                <td className="px-2 py-3">
                  {centers.length === 0 ? (
                    '—'
                  ) : (
                    <ul>
                      {centers.map((c) => (
                        <li key={c.id}>
                          {c.company_name}
                          {c.premium && <span className="text-amber-900"> (featured)</span>}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="whitespace-nowrap px-2 py-3">{formatDate(user.created)}</td>
                <td className="px-2 py-3">
                  <button
                    type="button"
                    className={BUTTON.smallDanger}
                    aria-label={`Delete user ${user.email}`}
                    onClick={() => {
                      onDelete(user);
                    }}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
