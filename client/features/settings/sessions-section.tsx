import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Monitor, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { sessionsQueryOptions, useTerminateSession } from '#client/api/account.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { formatDateTimeUS } from '#shared/calc/format.ts';
import { MAX_SESSIONS_PER_USER } from '#shared/constants.ts';
import type { SessionInfo } from '#shared/schemas/auth.ts';
import { describeUserAgent } from './user-agent.ts';

function SessionRow({ session }: { session: SessionInfo }) {
  const terminate = useTerminateSession();
  const device = describeUserAgent(session.userAgent);
  const Icon = device.isMobile ? Smartphone : Monitor;
  const name = `${device.browser} on ${device.os}`;

  function handleTerminate() {
    terminate.mutate(session.id, {
      onSuccess: () => toast({ title: 'Session terminated', description: `${name} was signed out.` }),
      onError: () => showError('Error', 'Failed to terminate session. Please try again.'),
    });
  }

  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="session-row"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
            {name}
            {session.isCurrent && <Badge variant="success">This device</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">{session.ipAddress ?? 'Unknown address'}</p>
          <p className="text-xs text-muted-foreground">
            Signed in {formatDateTimeUS(session.createdAt)} · Last active{' '}
            {formatDateTimeUS(session.lastActivity)}
          </p>
        </div>
      </div>
      {!session.isCurrent && (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 sm:w-auto"
          onClick={handleTerminate}
          disabled={terminate.isPending}
          aria-label={`Terminate the session of ${name}`}
        >
          {terminate.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Terminate
        </Button>
      )}
    </li>
  );
}

/** Settings > Active sessions: each signed-in device, "This device" on this one, Terminate on the others. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQueryOptions());
  let body: ReactNode;
  if (sessions.isPending) {
    body = (
      <div className="grid gap-3" role="status" aria-label="Loading sessions">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (sessions.isError) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        {`Your sessions could not be loaded: ${errorMessage(sessions.error)}`}
      </p>
    );
  } else {
    body = (
      <ul className="divide-y" aria-label="Active sessions">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
    );
  }
  return (
    <Card data-testid="sessions-section">
      <CardHeader>
        <CardTitle>Active Sessions</CardTitle>
        <CardDescription>
          Devices signed in to your account. You can be signed in on up to {MAX_SESSIONS_PER_USER} devices at
          once; terminating a session signs that device out.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
