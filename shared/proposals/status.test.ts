import { expect, test } from 'vitest';
import { describeStatusTimeline, isPastDraft, revertToDraftMessage } from './status.ts';

test('a sent, accepted or rejected proposal asks before a save returns it to Draft', () => {
  expect(revertToDraftMessage('sent')).toBe(
    'This proposal was marked Sent. Saving changes returns it to Draft so you can send the revision.',
  );
  expect(revertToDraftMessage('accepted')).toContain('marked Accepted.');
  expect(['draft', 'sent', 'accepted', 'rejected', 'weird'].map(isPastDraft)).toEqual([
    false,
    true,
    true,
    true,
    false,
  ]);
});

test('the timeline shows creation and the last update until status changes are stored', () => {
  const proposal = { status: 'sent', createdAt: '2025-01-05T10:00:00Z', updatedAt: '2025-01-09T08:00:00Z' };
  expect(describeStatusTimeline(proposal)).toEqual([
    { label: 'Created', at: '2025-01-05T10:00:00Z' },
    { label: 'Last updated (Sent)', at: '2025-01-09T08:00:00Z' },
  ]);
});

test('the timeline lists every stored status change once the API sends them', () => {
  const history = [
    { status: 'sent' as const, changedAt: '2025-01-06T09:00:00Z' },
    { status: 'accepted' as const, changedAt: '2025-01-20T15:30:00Z' },
  ];
  const proposal = {
    status: 'accepted',
    createdAt: '2025-01-05T10:00:00Z',
    updatedAt: '2025-01-20T15:30:00Z',
  };
  expect(describeStatusTimeline({ ...proposal, statusHistory: history })).toEqual([
    { label: 'Created', at: '2025-01-05T10:00:00Z' },
    { label: 'Marked Sent', at: '2025-01-06T09:00:00Z' },
    { label: 'Marked Accepted', at: '2025-01-20T15:30:00Z' },
  ]);
});

test('the Draft a proposal was created with is its Created line, a later return to Draft is listed', () => {
  const history = [
    { status: 'draft' as const, changedAt: '2025-01-05T10:00:00Z' },
    { status: 'sent' as const, changedAt: '2025-01-06T09:00:00Z' },
    { status: 'draft' as const, changedAt: '2025-01-07T11:00:00Z' },
  ];
  const proposal = { status: 'draft', createdAt: '2025-01-05T10:00:00Z', updatedAt: '2025-01-07T11:00:00Z' };
  expect(describeStatusTimeline({ ...proposal, statusHistory: history })).toEqual([
    { label: 'Created', at: '2025-01-05T10:00:00Z' },
    { label: 'Marked Sent', at: '2025-01-06T09:00:00Z' },
    { label: 'Marked Draft', at: '2025-01-07T11:00:00Z' },
  ]);
  expect(describeStatusTimeline({ ...proposal, statusHistory: history.slice(0, 1) })).toEqual([
    { label: 'Created', at: '2025-01-05T10:00:00Z' },
  ]);
});

test("the customer's answer on the public page names who gave it (decision 040)", () => {
  const proposal = {
    status: 'rejected',
    createdAt: '2025-01-05T10:00:00Z',
    updatedAt: '2025-01-21T10:00:00Z',
    statusHistory: [
      { status: 'draft' as const, changedAt: '2025-01-05T10:00:00Z' },
      { status: 'sent' as const, changedAt: '2025-01-06T09:00:00Z' },
      {
        status: 'rejected' as const,
        changedAt: '2025-01-21T10:00:00Z',
        byName: null,
        ipAddress: '203.0.113.7',
        note: 'Budget',
      },
    ],
  };
  expect(describeStatusTimeline(proposal).map((entry) => entry.label)).toEqual([
    'Created',
    'Marked Sent',
    'Declined by the customer',
  ]);
  const accepted = {
    ...proposal,
    status: 'accepted',
    statusHistory: [
      ...proposal.statusHistory.slice(0, 2),
      {
        status: 'accepted' as const,
        changedAt: '2025-01-21T10:00:00Z',
        byName: 'Pat Customer',
        ipAddress: '::1',
      },
    ],
  };
  expect(describeStatusTimeline(accepted).at(-1)?.label).toBe('Accepted by Pat Customer');
});
