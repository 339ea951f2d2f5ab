import { ColumnHeads } from '#client/components/column-heads.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { formatDateUS } from '#shared/calc/format.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { type AllowedUserActions, displayName } from '../lib/user-actions.ts';
import { UserActionsMenu, type UserRowHandlers } from './user-actions-menu.tsx';
import { AccountBadges, SubscriptionBadge } from './user-badges.tsx';

type UserRowsProps = {
  users: AdminUser[];
  actionsFor: (user: AdminUser) => AllowedUserActions;
  handlers: UserRowHandlers;
  disabled?: boolean;
};

const NEVER = 'Never';

function fullName(user: AdminUser): string {
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
}

/** The user list as a table (wider screens): username, e-mail, name, subscription, created, last sign-in. */
export function UserTable({ users, actionsFor, handlers, disabled }: UserRowsProps) {
  return (
    // relative: the header's sr-only "Actions" (absolutely positioned) scrolls with the table instead of widening the page.
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-left text-xs font-medium tracking-wide text-muted-foreground uppercase">
            <ColumnHeads
              labels={['Username', 'Email', 'Name', 'Subscription', 'Created', 'Last sign-in']}
              className="px-4 py-3 font-medium"
            />
            {/* The actions stay in view at the right edge even when a narrow window scrolls the table. */}
            <th scope="col" className="sticky right-0 bg-card px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr
              key={user.id}
              className="group border-b last:border-b-0 hover:bg-slate-50"
              data-testid="admin-user-row"
              data-username={user.username ?? ''}
            >
              <td className="px-4 py-3">
                <div className="flex flex-wrap items-center gap-1.5">
                  <span className="font-medium text-slate-900">{user.username ?? '—'}</span>
                  <AccountBadges user={user} />
                </div>
              </td>
              <td className="max-w-48 truncate px-4 py-3 text-slate-700 xl:max-w-64" title={user.email}>
                {user.email}
              </td>
              <td className="max-w-40 truncate px-4 py-3 text-slate-700" title={fullName(user) || undefined}>
                {fullName(user) || '—'}
              </td>
              <td className="px-4 py-3">
                <SubscriptionBadge user={user} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDateUS(user.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatDateUS(user.lastLogin) || NEVER}
              </td>
              <td className="sticky right-0 bg-card px-2 py-1.5 text-right group-hover:bg-slate-50">
                <UserActionsMenu
                  user={user}
                  actions={actionsFor(user)}
                  handlers={handlers}
                  disabled={disabled}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The user list as cards (phones): the same fields stacked, the actions menu in the corner. */
export function UserCardList({ users, actionsFor, handlers, disabled }: UserRowsProps) {
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Users">
      {users.map((user) => (
        <li key={user.id}>
          <Card className="p-4" data-testid="admin-user-row" data-username={user.username ?? ''}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{user.username ?? displayName(user)}</p>
                <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                {fullName(user) && <p className="truncate text-sm text-slate-700">{fullName(user)}</p>}
              </div>
              <UserActionsMenu
                user={user}
                actions={actionsFor(user)}
                handlers={handlers}
                disabled={disabled}
              />
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-1.5">
              {!user.isAdmin && <SubscriptionBadge user={user} />}
              <AccountBadges user={user} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Created</dt>
                <dd className="font-medium text-slate-800">{formatDateUS(user.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Last sign-in</dt>
                <dd className="font-medium text-slate-800">{formatDateUS(user.lastLogin) || NEVER}</dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
