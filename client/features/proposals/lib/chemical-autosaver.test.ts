import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-error.ts';
import type { Chemical, ChemicalCreateInput } from '#shared/schemas/proposal.ts';
import { ChemicalAutosaver, ProposalUnavailableError, type RowSaveState } from './chemical-autosaver.ts';
import { createBlankRow, type EditorRow } from './chemical-rows.ts';

function echo(body: ChemicalCreateInput, id: number): Chemical {
  return {
    id,
    proposalId: body.proposalId,
    equipmentId: body.equipmentId ?? null,
    systemIds: body.systemIds ?? [],
    name: body.name,
    type: body.type,
    description: null,
    treatmentRate: body.treatmentRate ?? null,
    rateUnit: body.rateUnit,
    density: body.density ?? null,
    unitCost: body.unitCost ?? null,
    priceUnit: body.priceUnit,
    annualCost: null,
    tempId: body.tempId ?? null,
    createdAt: '2025-01-05T12:00:00.000Z',
  };
}

function setup(rows: EditorRow[], options: { ensure?: () => Promise<number> } = {}) {
  let nextId = 500;
  const state = { rows };
  const states = new Map<number, RowSaveState>();
  const createChemical = vi.fn(async (body: ChemicalCreateInput) => echo(body, nextId++));
  const updateChemical = vi.fn(async (id: number, body: ChemicalCreateInput) => echo(body, id));
  const onSaved = vi.fn();
  const onError = vi.fn();
  const ensureProposalId = vi.fn(options.ensure ?? (async () => 12));
  const saver = new ChemicalAutosaver({
    delayMs: 2000,
    readRow: (tempId) => state.rows.find((r) => r.tempId === tempId),
    readAnnualCost: () => 100,
    ensureProposalId,
    createChemical,
    updateChemical,
    onSaved,
    onStateChange: (tempId, value) => states.set(tempId, value),
    onError,
  });
  saver.seed(rows);
  const edit = (tempId: number, fields: Partial<EditorRow>) => {
    state.rows = state.rows.map((r) => (r.tempId === tempId ? { ...r, ...fields } : r));
    saver.schedule(tempId);
  };
  return { saver, state, states, createChemical, updateChemical, onSaved, onError, ensureProposalId, edit };
}

const named = (tempId: number, name = 'Scale inhibitor'): EditorRow => ({ ...createBlankRow(tempId), name });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ChemicalAutosaver', () => {
  it('saves a row 2000 ms after its last edit, not before', async () => {
    const t = setup([named(1000)]);
    t.edit(1000, { treatmentRate: '2' });
    await vi.advanceTimersByTimeAsync(1500);
    t.edit(1000, { treatmentRate: '2.5' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(t.createChemical).not.toHaveBeenCalled();
    expect(t.states.get(1000)).toBe('pending');
    expect(t.saver.hasUnsavedChanges()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.createChemical).toHaveBeenCalledTimes(1);
    expect(t.createChemical.mock.calls[0][0]).toMatchObject({
      proposalId: 12,
      tempId: 1000,
      treatmentRate: 2.5,
    });
    expect(t.states.get(1000)).toBe('saved');
    expect(t.saver.hasUnsavedChanges()).toBe(false);
  });

  it('creates a new row, then updates it under the id mapped from the echoed temp id', async () => {
    const t = setup([named(1000), named(1001, 'Biocide')]);
    t.edit(1001, { unitCost: '4' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 500, tempId: 1001 }));
    t.edit(1001, { unitCost: '5' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.createChemical).toHaveBeenCalledTimes(1);
    expect(t.updateChemical).toHaveBeenCalledWith(
      500,
      expect.objectContaining({ unitCost: 5, tempId: 1001 }),
    );
  });

  it('updates a row loaded from the server', async () => {
    const t = setup([{ ...named(1000), serverId: 7 }]);
    t.edit(1000, { name: 'Renamed' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.updateChemical).toHaveBeenCalledWith(7, expect.objectContaining({ name: 'Renamed' }));
    expect(t.createChemical).not.toHaveBeenCalled();
  });

  it('creates a row again when the server no longer has it (404 on update)', async () => {
    const t = setup([{ ...named(1000), serverId: 7 }]);
    t.updateChemical.mockRejectedValueOnce(new ApiError(404, '{"message":"Chemical not found"}'));
    t.edit(1000, { treatmentRate: '1' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.createChemical).toHaveBeenCalledTimes(1);
    t.edit(1000, { treatmentRate: '2' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.updateChemical).toHaveBeenLastCalledWith(500, expect.objectContaining({ treatmentRate: 2 }));
  });

  it('never creates a row twice when an edit lands while its creation is in flight', async () => {
    let release: () => void = () => {};
    const t = setup([named(1000)]);
    t.createChemical.mockImplementationOnce(
      (body) => new Promise((resolve) => (release = () => resolve(echo(body, 500)))),
    );
    t.edit(1000, { treatmentRate: '1' });
    await vi.advanceTimersByTimeAsync(2000);
    t.edit(1000, { treatmentRate: '2' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.createChemical).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.createChemical).toHaveBeenCalledTimes(1);
    expect(t.updateChemical).toHaveBeenCalledWith(500, expect.objectContaining({ treatmentRate: 2 }));
  });

  it('waits for a name before saving, since the server requires one', async () => {
    const t = setup([named(1000, '  ')]);
    t.edit(1000, { treatmentRate: '2' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.createChemical).not.toHaveBeenCalled();
    expect(t.states.get(1000)).toBe('incomplete');
  });

  it('reports which kind of save failed', async () => {
    const t = setup([named(1000), { ...named(1001), serverId: 9 }]);
    t.createChemical.mockRejectedValueOnce(new ApiError(500, 'boom'));
    t.updateChemical.mockRejectedValueOnce(new ApiError(500, 'boom'));
    t.edit(1000, { treatmentRate: '1' });
    t.edit(1001, { treatmentRate: '1' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.onError.mock.calls.map((call) => call[0]).sort()).toEqual(['create', 'update']);
    expect(t.states.get(1000)).toBe('error');
  });

  it('does not add a chemical error when the proposal itself could not be created', async () => {
    const t = setup([named(1000)], { ensure: () => Promise.reject(new ProposalUnavailableError('no')) });
    t.edit(1000, { treatmentRate: '1' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.createChemical).not.toHaveBeenCalled();
    expect(t.onError).not.toHaveBeenCalled();
    expect(t.states.get(1000)).toBe('error');
  });

  it('saves pending rows at once on flush', async () => {
    const t = setup([named(1000), named(1001)]);
    t.edit(1000, { treatmentRate: '1' });
    t.edit(1001, { treatmentRate: '1' });
    await t.saver.flush();
    expect(t.createChemical).toHaveBeenCalledTimes(2);
    expect(t.saver.hasUnsavedChanges()).toBe(false);
  });

  it('hands back the server id of a removed row after its running save', async () => {
    const t = setup([named(1000)]);
    t.edit(1000, { treatmentRate: '1' });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(t.saver.remove(1000)).resolves.toBe(500);
    const fresh = setup([named(1001)]);
    fresh.edit(1001, { treatmentRate: '1' });
    await expect(fresh.saver.remove(1001)).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fresh.createChemical).not.toHaveBeenCalled();
  });
});
