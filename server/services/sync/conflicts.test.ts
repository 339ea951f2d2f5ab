import { describe, expect, test } from 'vitest';
import { NO_SYNC, planFieldChanges, type SyncContext, writesRow } from './conflicts.ts';

// The conflict rule of docs/decisions/041, on plain values: per field, the later edit wins.
const t = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute));
const iso = (minute: number) => t(minute).toISOString();

/** A survey created at 10:00, whose contactName was edited at 10:20 on another device and saved at 10:30. */
const current = {
  facilityName: 'Harbor Plant',
  contactName: 'Pat Lee',
  contactPhone: '555-0100',
  createdAt: t(0),
  updatedAt: t(30),
  fieldChangedAt: { contactName: { editedAt: iso(20), savedAt: iso(30) } },
};
const NOW = t(45);
const offline = (overrides: Partial<SyncContext>): SyncContext => ({
  baseUpdatedAt: t(10),
  editedAt: t(25),
  changedFields: null,
  ...overrides,
});

describe('planFieldChanges', () => {
  test('without headers every field sent is written, stamped now', () => {
    const plan = planFieldChanges(current, { contactName: 'Dana', contactPhone: undefined }, NO_SYNC, NOW);
    expect(plan.values).toEqual({ contactName: 'Dana' });
    expect(plan.fieldChangedAt).toEqual({ contactName: { editedAt: iso(45), savedAt: iso(45) } });
    expect(plan.conflicts).toEqual([]);
    expect(writesRow(plan, NO_SYNC)).toBe(true);
  });

  test('a base as new as the record: no conflict, the device’s edit time is kept', () => {
    const plan = planFieldChanges(current, { contactName: 'Dana' }, offline({ baseUpdatedAt: t(30) }), NOW);
    expect(plan.values).toEqual({ contactName: 'Dana' });
    expect(plan.fieldChangedAt.contactName).toEqual({ editedAt: iso(25), savedAt: iso(45) });
    expect(plan.conflicts).toEqual([]);
  });

  test('a later device edit of a field changed since the base wins, and both values are kept', () => {
    const plan = planFieldChanges(current, { contactName: 'Dana' }, offline({ editedAt: t(25) }), NOW);
    expect(plan.values).toEqual({ contactName: 'Dana' });
    expect(plan.conflicts).toEqual([
      {
        field: 'contactName',
        keptValue: 'Dana',
        otherValue: 'Pat Lee',
        winner: 'device',
        deviceEditedAt: t(25),
        serverChangedAt: t(20),
      },
    ]);
  });

  test('an earlier device edit loses: the server’s value stays, the device’s is kept in the conflict', () => {
    const sync = offline({ editedAt: t(15) });
    const plan = planFieldChanges(current, { contactName: 'Dana' }, sync, NOW);
    expect(plan.values).toEqual({});
    expect(plan.conflicts).toMatchObject([{ keptValue: 'Pat Lee', otherValue: 'Dana', winner: 'server' }]);
    expect(writesRow(plan, sync)).toBe(false);
  });

  test('a tie keeps the server’s value', () => {
    const plan = planFieldChanges(current, { contactName: 'Dana' }, offline({ editedAt: t(20) }), NOW);
    expect(plan.conflicts).toMatchObject([{ winner: 'server' }]);
  });

  test('fields not changed on the server since the base are written without a conflict', () => {
    const plan = planFieldChanges(current, { contactPhone: '555-0199' }, offline({}), NOW);
    expect(plan.values).toEqual({ contactPhone: '555-0199' });
    expect(plan.conflicts).toEqual([]);
  });

  test('the same value on both sides is no conflict', () => {
    const plan = planFieldChanges(current, { contactName: 'Pat Lee' }, offline({}), NOW);
    expect(plan.values).toEqual({});
    expect(plan.conflicts).toEqual([]);
  });

  test('X-Changed-Fields: the stale rest of the body is never written', () => {
    const body = { facilityName: 'Old Name', contactName: 'Pat Lee', contactPhone: '555-0199' };
    const plan = planFieldChanges(current, body, offline({ changedFields: ['contactPhone'] }), NOW);
    expect(plan.values).toEqual({ contactPhone: '555-0199' });
    expect(plan.conflicts).toEqual([]);
  });

  test('X-Changed-Fields naming a field the body does not carry is refused', () => {
    expect(() =>
      planFieldChanges(current, { contactName: 'Dana' }, offline({ changedFields: ['contactFax'] }), NOW),
    ).toThrow('X-Changed-Fields names contactFax, which the body does not carry');
  });

  test('an edit time in the future counts as now', () => {
    const plan = planFieldChanges(current, { contactName: 'Dana' }, offline({ editedAt: t(90) }), NOW);
    expect(plan.conflicts).toMatchObject([{ winner: 'device', deviceEditedAt: NOW }]);
  });

  test('no stored record yet: the whole body is written', () => {
    const plan = planFieldChanges(null, { ph: 7.5, notes: 'ok' }, offline({ changedFields: ['ph'] }), NOW);
    expect(plan.values).toEqual({ ph: 7.5, notes: 'ok' });
  });
});
