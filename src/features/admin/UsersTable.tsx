import TableHead from '../../components/TableHead.tsx';
import { formatDate } from '../../lib/format.ts';
import type { AdminCenter, AdminUser } from './admin-data.ts';
import { BUTTON } from '../../components/control-styles.ts';

/** A user id as the admin table shows it: its first 8 characters (spec section 9). */
function shortId(id: string): string {
  return id.slice(0, 8);
}

interface Props {
  users: AdminUser[];
  /** Each user's centers, by user id. */
  centersOf: (userId: string) => AdminCenter[];
  currentUserId: string;
  onDelete: (user: AdminUser) => void;
  /** Grant Premium by hand, or end a granted plan. */
  onSetPlan: (user: AdminUser, plan: 'premium' | 'free') => void;
}

/** A user's plan as the table shows it: the plan, its source, and a status that is not active. */
function planLabel(user: AdminUser): string {
  const source =
    user.planSource === 'stripe' ? 'Stripe' : user.planSource === 'admin' ? 'granted by admin' : '';
  const status = user.planStatus && user.planStatus !== 'active' ? user.planStatus : '';
  const details = [source, status.replace('_', ' ')].filter(Boolean).join(', ');
  return `${user.plan === 'premium' ? 'Premium' : 'Free'}${details ? ` (${details})` : ''}`;
}

/** All users with their role and centers; each row can be deleted (never one's own). */
export default function UsersTable({
  users,
  centersOf,
  currentUserId,
  onDelete,
  onSetPlan,
}: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">All users</caption>
        <TableHead
          headers={['User ID', 'Name', 'Email', 'Role', 'Plan', 'Centers', 'Joined', 'Actions']}
        />
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
                <td className="px-2 py-3">{planLabel(user)}</td>
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
                <td className="space-y-1 px-2 py-3">
                  {user.plan === 'free' ? (
                    <button
                      type="button"
                      className={`${BUTTON.small} block`}
                      aria-label={`Grant Premium to ${user.email}`}
                      onClick={() => {
                        onSetPlan(user, 'premium');
                      }}
                    >
                      Grant Premium
                    </button>
                  ) : (
                    user.planSource === 'admin' && (
                      <button
                        type="button"
                        className={`${BUTTON.small} block`}
                        aria-label={`End Premium for ${user.email}`}
                        onClick={() => {
                          onSetPlan(user, 'free');
                        }}
                      >
                        End Premium
                      </button>
                    )
                  )}
                  <button
                    type="button"
                    className={`${BUTTON.smallDanger} block`}
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
