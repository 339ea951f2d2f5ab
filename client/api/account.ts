import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import type {
  ChangePasswordInput,
  EmailChangeAnswer,
  EmailChangeConfirmAnswer,
  EmailChangeInput,
  ProfileUpdateInput,
} from '#shared/schemas/account.ts';
import type { PublicUser, SessionInfo } from '#shared/schemas/auth.ts';
import { sessionKeys } from './session.ts';

// The signed-in user's own account: profile, password and sessions (Settings; docs/decisions/023-accounts-and-mail.md).

/** Query keys of the account endpoints; `all` is the prefix of every one of them. */
export const accountKeys = {
  all: ['account'] as const,
  /** The user's live sessions (GET /api/sessions). */
  sessions: () => ['account', 'sessions'] as const,
};

/** GET /api/sessions: the user's live sessions, most recently active first, the current one marked. */
export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => fetchJson<SessionInfo[]>('/api/sessions', signal),
    refetchOnMount: 'always',
  });
}

/** DELETE /api/sessions/{id}: ends another device's session; it is signed out on its next request. */
export function useTerminateSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) => {
      await apiRequest('DELETE', `/api/sessions/${sessionId}`);
    },
    onSuccess: (_data, sessionId) => {
      client.setQueryData<SessionInfo[]>(accountKeys.sessions(), (list) =>
        list?.filter((s) => s.id !== sessionId),
      );
    },
  });
}

/** PATCH /api/account/profile: first and last name; the answer becomes the session's user. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileUpdateInput) => {
      const res = await apiRequest('PATCH', '/api/account/profile', input);
      return (await res.json()) as PublicUser;
    },
    onSuccess: (user) => client.setQueryData(sessionKeys.user(), user),
  });
}

/** POST /api/account/password: the user's other sessions end, so the session list is read again. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      const res = await apiRequest('POST', '/api/account/password', input);
      return (await res.json()) as PublicUser;
    },
    onSuccess: async (user) => {
      client.setQueryData(sessionKeys.user(), user);
      await client.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}

/** POST /api/account/email: e-mails a confirmation link to the new address; the e-mail changes when it is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: async (input: EmailChangeInput) => {
      const res = await apiRequest('POST', '/api/account/email', input);
      return (await res.json()) as EmailChangeAnswer;
    },
  });
}

/** POST /api/account/email/confirm: the link's token makes its address the account's e-mail (signed in or not). */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const res = await apiRequest('POST', '/api/account/email/confirm', { token });
      return (await res.json()) as EmailChangeConfirmAnswer;
    },
    onSuccess: async () => {
      // A signed-in browser shows the new address at once.
      await client.invalidateQueries({ queryKey: sessionKeys.user() });
    },
  });
}
