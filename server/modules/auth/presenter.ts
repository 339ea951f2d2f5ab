import type { SessionInfo } from '#shared/schemas/auth.ts';

/** The columns of a user session the settings page lists. */
export interface SessionListRow {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  lastActivity: Date;
  createdAt: Date;
}

/** Turns a user session into one row of GET /api/sessions; `currentId` marks the session asking. */
export function presentSession(row: SessionListRow, currentId: string | undefined): SessionInfo {
  return {
    id: row.id,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    lastActivity: row.lastActivity.toISOString(),
    createdAt: row.createdAt.toISOString(),
    isCurrent: row.id === currentId,
  };
}
