import { useCallback, useEffect, useState } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import {
  countRecords,
  loadAdminCenters,
  loadAdminUsers,
  type AdminCenter,
  type AdminUser,
} from './admin-data.ts';

/** A list that loaded, failed, or is loading. */
export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/** A total, and whether fetching it failed (the spec then shows 0 and says so). */
export interface Total {
  value: number;
  failed: boolean;
}

/** Everything the admin page shows, and a way to read it again after a change. */
export interface AdminData {
  users: Loaded<AdminUser[]>;
  centers: Loaded<{ centers: AdminCenter[]; logos: Map<string, string> }>;
  totals: { users: Total; centers: Total } | null;
  reload: () => Promise<void>;
}

function settle<T>(result: PromiseSettledResult<T>, what: string): Loaded<T> {
  if (result.status === 'fulfilled') return { status: 'ready', value: result.value };
  console.error(`Error loading ${what}`, result.reason);
  return { status: 'error' };
}

function total(result: PromiseSettledResult<number>, message: string): Total {
  if (result.status === 'fulfilled') return { value: result.value, failed: false };
  console.error(message, result.reason);
  return { value: 0, failed: true };
}

/** Loads the users, the centers and both totals; `reload` reads them all again. */
export function useAdminData(): AdminData {
  const [users, setUsers] = useState<AdminData['users']>({ status: 'loading' });
  const [centers, setCenters] = useState<AdminData['centers']>({ status: 'loading' });
  const [totals, setTotals] = useState<AdminData['totals']>(null);

  const reload = useCallback(async () => {
    const pb = getPocketBase();
    const [userList, centerList, userCount, centerCount] = await Promise.allSettled([
      loadAdminUsers(pb),
      loadAdminCenters(pb),
      countRecords(pb, 'users'),
      countRecords(pb, 'centers'),
    ]);
    setUsers(settle(userList, 'users'));
    setCenters(settle(centerList, 'centers'));
    setTotals({
      users: total(userCount, 'Failed to fetch users count'),
      centers: total(centerCount, 'Failed to fetch centers count'),
    });
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { users, centers, totals, reload };
}
