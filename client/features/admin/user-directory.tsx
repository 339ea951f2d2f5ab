import { Users } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useAdminUserPages } from '#client/api/admin.ts';
import { ConfirmDialog, useConfirmTarget } from '#client/components/confirm-dialog.tsx';
import { EmptyState } from '#client/components/empty-state.tsx';
import { LoadMore } from '#client/components/load-more.tsx';
import { SearchInput } from '#client/components/search-input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { useIsMobile } from '#client/lib/use-is-mobile.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { EditCredentialsDialog } from './components/edit-credentials-dialog.tsx';
import type { UserRowHandlers } from './components/user-actions-menu.tsx';
import { UserCardList, UserTable } from './components/user-rows.tsx';
import { useUserActions } from './hooks/use-user-actions.ts';
import { type ConfirmedAction, describeConfirmation } from './lib/confirmations.ts';
import { allowedUserActions, displayName, type UserActionSet } from './lib/user-actions.ts';

/** Typing settles this long before the server is asked, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300;
const SKELETON_ROWS = 5;

type UserDirectoryProps = {
  /** 'panel': every admin tool; 'accounts': activate, deactivate and delete only (Settings). */
  actionSet: UserActionSet;
  title?: string;
  /** A line under the title; the count of matching users shows when there is none. */
  description?: string;
};

/**
 * Every account, searchable on the server and loaded a page at a time: a table on wide screens, cards on
 * phones, each row with the actions the signed-in admin may take on it. Used by the admin panel and Settings.
 */
export function UserDirectory({ actionSet, title = 'Users', description }: UserDirectoryProps) {
  const { user: self } = useAuth();
  const isMobile = useIsMobile();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const { query, users, total } = useAdminUserPages(q);
  const actions = useUserActions();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [isEditOpen, setIsEditOpen] = useState(false);
  const deletion = useConfirmTarget<AdminUser>();
  const confirmation = useConfirmTarget<{ action: ConfirmedAction; user: AdminUser }>();

  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => setQ(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  const handlers: UserRowHandlers = {
    onEditCredentials(user) {
      setEditing(user);
      setIsEditOpen(true);
    },
    onSendPasswordReset: actions.sendPasswordReset,
    onCancelSubscription: (user) => confirmation.ask({ action: 'cancel', user }),
    onResumeSubscription: (user) => confirmation.ask({ action: 'resume', user }),
    // Activating gives back what deactivating took: it needs no confirmation.
    onSetActive: (user, isActive) =>
      isActive ? actions.setActive(user, true) : confirmation.ask({ action: 'deactivate', user }),
    onDelete: deletion.ask,
  };
  const confirming = confirmation.target;
  const confirmText = confirming ? describeConfirmation(confirming.action, confirming.user) : null;
  const closeConfirmation = () => confirmation.setIsOpen(false);
  function runConfirmed() {
    if (!confirming) return;
    const { action, user } = confirming;
    if (action === 'cancel') actions.cancelSubscription(user, closeConfirmation);
    else if (action === 'resume') actions.resumeSubscription(user, closeConfirmation);
    else actions.setActive(user, false, closeConfirmation);
  }
  const actionsFor = (user: AdminUser) => allowedUserActions(user, self?.id ?? '', actionSet);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="grid gap-2 p-4" role="status" aria-busy="true" aria-label="Loading users">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (!query.data) {
    body = (
      <p role="alert" className="p-4 text-sm text-destructive">
        {`Error loading users: ${errorMessage(query.error)}`}
      </p>
    );
  } else if (users.length === 0) {
    body = (
      <EmptyState
        icon={Users}
        title={q ? 'No users match' : 'No users yet'}
        description={q ? 'Try another username, name or e-mail.' : undefined}
        className="m-4"
      />
    );
  } else {
    const rows = { users, actionsFor, handlers, disabled: actions.isPending };
    body = (
      <>
        <div
          className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={query.isPlaceholderData}
        >
          {isMobile ? (
            <div className="p-3">
              <UserCardList {...rows} />
            </div>
          ) : (
            <UserTable {...rows} />
          )}
        </div>
        <div className="pb-4">
          <LoadMore noun="users" list={query} />
        </div>
      </>
    );
  }

  return (
    <div className="rounded-xl border bg-card shadow-sm">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="user-count">
            {total === null
              ? 'Loading...'
              : `${total.toLocaleString('en-US')} ${total === 1 ? 'user' : 'users'}${q ? ' found' : ''}`}
          </p>
        </div>
        <SearchInput
          value={text}
          onChange={setText}
          label="Search users"
          placeholder="Name, username or e-mail"
          className="sm:w-80"
        />
      </div>
      {body}
      <EditCredentialsDialog user={editing} open={isEditOpen} onOpenChange={setIsEditOpen} />
      <ConfirmDialog
        open={confirmation.isOpen}
        onOpenChange={confirmation.setIsOpen}
        title={confirmText?.title ?? ''}
        description={confirmText?.description ?? ''}
        confirmLabel={confirmText?.confirmLabel}
        cancelLabel={confirmText?.cancelLabel}
        confirmVariant={confirmText?.isDestructive === false ? 'default' : 'destructive'}
        isPending={actions.isCanceling || actions.isResuming || actions.isChangingActive}
        onConfirm={(event) => {
          event.preventDefault(); // Keep the dialog open while the change runs.
          runConfirmed();
        }}
      />
      <ConfirmDialog
        open={deletion.isOpen}
        onOpenChange={deletion.setIsOpen}
        title="Delete User"
        description={`Delete ${deletion.target ? displayName(deletion.target) : 'this user'} (${deletion.target?.email ?? ''})? Their subscription is canceled now, and their surveys, equipment, photos, proposals, files, sessions and the account are deleted. This action cannot be undone.`}
        confirmLabel="Delete User"
        isPending={actions.isDeleting}
        onConfirm={(event) => {
          event.preventDefault();
          if (deletion.target) actions.deleteUser(deletion.target, () => deletion.setIsOpen(false));
        }}
      />
    </div>
  );
}
