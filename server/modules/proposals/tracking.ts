import { count, desc, inArray, max, min, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { proposalShares, proposalStatusChanges, proposals } from '#db/schema/index.ts';
import type { ProposalOpens, ProposalTracking } from '#shared/schemas/proposal-sharing.ts';

// What the proposals list and the dashboard show of a sent proposal (docs/decisions/040-send-share-and-accept.md):
// the opens of its links and the customer's answer on the public page.

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The opens of every link of each proposal, counted together, and how many links it has had. */
async function readOpens(
  db: Database,
  proposalIds: number[],
): Promise<Map<number, ProposalOpens & { links: number }>> {
  if (!proposalIds.length) return new Map();
  const rows = await db
    .select({
      proposalId: proposalShares.proposalId,
      first: min(proposalShares.firstOpenedAt),
      last: max(proposalShares.lastOpenedAt),
      opens: sum(proposalShares.openCount),
      links: count(),
    })
    .from(proposalShares)
    .where(inArray(proposalShares.proposalId, proposalIds))
    .groupBy(proposalShares.proposalId);
  return new Map(
    rows.map((row) => [
      row.proposalId,
      {
        firstOpenedAt: iso(row.first),
        lastOpenedAt: iso(row.last),
        openCount: Number(row.opens ?? 0),
        links: row.links,
      },
    ]),
  );
}

/** One proposal's opens (the detail page's tracking). */
export async function readProposalOpens(db: Database, proposalId: number): Promise<ProposalOpens> {
  const opens = (await readOpens(db, [proposalId])).get(proposalId);
  return {
    firstOpenedAt: opens?.firstOpenedAt ?? null,
    lastOpenedAt: opens?.lastOpenedAt ?? null,
    openCount: opens?.openCount ?? 0,
  };
}

/**
 * The tracking of each proposal: its opens, whether it ever had a link, and the customer's answer when the
 * proposal still has the status the customer gave it (a rep's later change hides it).
 */
export async function readTracking(
  db: Database,
  rows: { id: number; status: string }[],
): Promise<Map<number, ProposalTracking>> {
  const ids = rows.map((row) => row.id);
  const opens = await readOpens(db, ids);
  const answers = ids.length
    ? await db
        .selectDistinctOn([proposalStatusChanges.proposalId], {
          proposalId: proposalStatusChanges.proposalId,
          status: proposalStatusChanges.status,
          name: proposalStatusChanges.actorName,
          at: proposalStatusChanges.changedAt,
          byCustomer: proposalStatusChanges.ipAddress,
        })
        .from(proposalStatusChanges)
        .where(inArray(proposalStatusChanges.proposalId, ids))
        .orderBy(
          proposalStatusChanges.proposalId,
          desc(proposalStatusChanges.changedAt),
          desc(proposalStatusChanges.id),
        )
    : [];
  const lastChange = new Map(answers.map((answer) => [answer.proposalId, answer]));
  return new Map(
    rows.map((row) => {
      const own = opens.get(row.id);
      const last = lastChange.get(row.id);
      const answered =
        last?.byCustomer &&
        last.status === row.status &&
        (row.status === 'accepted' || row.status === 'rejected');
      return [
        row.id,
        {
          firstOpenedAt: own?.firstOpenedAt ?? null,
          lastOpenedAt: own?.lastOpenedAt ?? null,
          openCount: own?.openCount ?? 0,
          shared: (own?.links ?? 0) > 0,
          customerAnswer: answered
            ? { status: row.status as 'accepted' | 'rejected', name: last.name, at: last.at.toISOString() }
            : null,
        },
      ];
    }),
  );
}

/**
 * The list filter `answeredWithinDays`: proposals whose current status (Accepted or Rejected) is the customer's
 * answer on the public page (their newest status line, with the customer's address), given at or after `since`.
 */
export function answeredSince(since: Date): SQL {
  return sql`exists (select 1 from ${proposalStatusChanges} c
    where c.proposal_id = ${proposals.id}
      and c.status = ${proposals.status}
      and c.status in ('accepted', 'rejected')
      and c.ip_address is not null
      and c.changed_at >= ${since.toISOString()}
      and c.id = (select c2.id from ${proposalStatusChanges} c2 where c2.proposal_id = ${proposals.id}
                  order by c2.changed_at desc, c2.id desc limit 1))`;
}
