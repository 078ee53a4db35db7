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

function RoleBadge({ role }: { role: string }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 font-medium ${
        role === 'admin' ? 'bg-purple-100 text-purple-900' : 'bg-slate-100 text-slate-800'
      }`}
    >
      {role}
    </span>
  );
}

function CenterNames({ centers }: { centers: AdminCenter[] }) {
  if (centers.length === 0) return <>—</>;
  return (
    <ul>
      {centers.map((c) => (
        <li key={c.id}>
          {c.company_name}
          {c.premium && <span className="text-amber-900"> (featured)</span>}
        </li>
      ))}
    </ul>
  );
}

/** What the plan button offers: Premium to a free user, ending a plan an admin granted. */
function planChange(user: AdminUser): { plan: 'premium' | 'free'; label: string } | null {
  if (user.plan === 'free') return { plan: 'premium', label: `Grant Premium to ${user.email}` };
  return user.planSource === 'admin'
    ? { plan: 'free', label: `End Premium for ${user.email}` }
    : null;
}

function UserActions({
  user,
  onDelete,
  onSetPlan,
}: Pick<Props, 'onDelete' | 'onSetPlan'> & { user: AdminUser }) {
  const change = planChange(user);
  return (
    <div className="flex flex-wrap gap-2 md:block md:space-y-1">
      {change && (
        <button
          type="button"
          className={`${BUTTON.small} block`}
          aria-label={change.label}
          onClick={() => {
            onSetPlan(user, change.plan);
          }}
        >
          {change.plan === 'premium' ? 'Grant Premium' : 'End Premium'}
        </button>
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
    </div>
  );
}

/**
 * All users with their role, plan and centers; each can be granted Premium (or have a granted
 * plan ended) and be deleted (never one's own). The table's columns from 768 px up; below,
 * one card per user, as the centers table does, so e-mails and plans read whole on a phone.
 */
export default function UsersTable({
  users,
  centersOf,
  currentUserId,
  onDelete,
  onSetPlan,
}: Props) {
  const you = (user: AdminUser) =>
    user.id === currentUserId && <span className="ml-1 font-normal text-slate-700">(you)</span>;
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">All users</caption>
          <TableHead
            headers={['User ID', 'Name', 'Email', 'Role', 'Plan', 'Centers', 'Joined', 'Actions']}
          />
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-b border-slate-200 align-top">
                <td className="px-2 py-3 font-mono">{shortId(user.id)}</td>
                <th scope="row" className="px-2 py-3 font-medium">
                  {user.name || '—'}
                  {you(user)}
                </th>
                <td className="px-2 py-3 [overflow-wrap:anywhere]">{user.email}</td>
                <td className="px-2 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-2 py-3">{planLabel(user)}</td>
                <td className="px-2 py-3">
                  <CenterNames centers={centersOf(user.id)} />
                </td>
                <td className="whitespace-nowrap px-2 py-3">{formatDate(user.created)}</td>
                <td className="px-2 py-3">
                  <UserActions user={user} onDelete={onDelete} onSetPlan={onSetPlan} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="All users">
        {users.map((user) => (
          <li key={user.id} className="rounded-lg border border-slate-200 p-4">
            <h3 className="font-semibold [overflow-wrap:anywhere]">
              {user.name || user.email}
              {you(user)}
            </h3>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
              <dt className="text-slate-700">Email</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{user.email}</dd>
              <dt className="text-slate-700">User ID</dt>
              <dd className="font-mono">{shortId(user.id)}</dd>
              <dt className="text-slate-700">Role</dt>
              <dd>
                <RoleBadge role={user.role} />
              </dd>
              <dt className="text-slate-700">Plan</dt>
              <dd>{planLabel(user)}</dd>
              <dt className="text-slate-700">Centers</dt>
              <dd className="min-w-0">
                <CenterNames centers={centersOf(user.id)} />
              </dd>
              <dt className="text-slate-700">Joined</dt>
              <dd>{formatDate(user.created)}</dd>
            </dl>
            <div className="mt-3">
              <UserActions user={user} onDelete={onDelete} onSetPlan={onSetPlan} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
