import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  createChemical,
  deleteChemical,
  forgetChemical,
  storeChemical,
  updateChemical,
} from '#client/api/chemicals.ts';
import { useAutoSaveLifecycle } from '#client/lib/auto-save/use-auto-saver.ts';
import { showError } from '#client/lib/show-error.ts';
import { calculateProgram, type ProgramInput, type ProgramResult } from '#shared/calc/index.ts';
import { AUTO_SAVE_DELAY_MS } from '#shared/constants.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { Chemical } from '#shared/schemas/proposal.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import { ChemicalAutosaver, type RowSaveState } from '../lib/chemical-autosaver.ts';
import {
  applyRowEdit,
  applySavedChemical,
  canRemoveRow,
  createBlankRow,
  createTempIdAllocator,
  type EditorRow,
  isBlankRow,
  type RowFields,
  rowsFromChemicals,
} from '../lib/chemical-rows.ts';
import { buildProgramInput } from '../lib/program-input.ts';

interface ChemicalEditorOptions {
  equipment: Equipment[];
  waterQuality: WaterQuality | null;
  /** The saved proposal's chemicals (empty when there is no proposal yet). */
  initialChemicals: Chemical[];
  ensureProposalId: () => Promise<number>;
}

/** The chemical editor's state and actions. */
export interface ChemicalEditor {
  rows: EditorRow[];
  input: ProgramInput;
  result: ProgramResult;
  saveStates: Record<number, RowSaveState>;
  canRemove: boolean;
  addRow: () => void;
  editRow: (tempId: number, fields: Partial<RowFields>) => void;
  removeRow: (tempId: number) => Promise<void>;
  /** Fills a row from the price book: the first untouched row, or a new one at the end; it saves itself. */
  addFilledRow: (fields: RowFields) => void;
  /** Takes rows the server already saved (a template applied), in place of untouched rows. */
  addSavedChemicals: (chemicals: Chemical[]) => void;
  /** Saves every pending row now (before the proposal itself is saved). */
  flush: () => Promise<void>;
}

/**
 * Holds the generator's chemical rows, computes the program with the engine on every change, and auto-saves
 * each row 2 s after its last edit (creating the proposal first when there is none).
 */
export function useChemicalEditor(options: ChemicalEditorOptions): ChemicalEditor {
  const { equipment, waterQuality } = options;
  const queryClient = useQueryClient();
  const [allocator] = useState(createTempIdAllocator);
  const [rows, setRows] = useState<EditorRow[]>(() => {
    const loaded = rowsFromChemicals(options.initialChemicals, allocator);
    return loaded.length ? loaded : [createBlankRow(allocator.next())];
  });
  const [saveStates, setSaveStates] = useState<Record<number, RowSaveState>>({});
  const rowsRef = useRef(rows);
  const surveyRef = useRef({ equipment, waterQuality });
  surveyRef.current = { equipment, waterQuality };
  const ensureRef = useRef(options.ensureProposalId);
  ensureRef.current = options.ensureProposalId;

  const commitRows = useCallback((next: EditorRow[]) => {
    rowsRef.current = next;
    setRows(next);
  }, []);

  const [autosaver] = useState(() => {
    const saver = new ChemicalAutosaver({
      delayMs: AUTO_SAVE_DELAY_MS,
      readRow: (tempId) => rowsRef.current.find((row) => row.tempId === tempId),
      readAnnualCost: (tempId) => {
        const { equipment: systems, waterQuality: quality } = surveyRef.current;
        const all = calculateProgram(buildProgramInput(systems, quality, rowsRef.current));
        const index = rowsRef.current.findIndex((row) => row.tempId === tempId);
        return all.chemicals[index]?.annualCost ?? null;
      },
      ensureProposalId: () => ensureRef.current(),
      createChemical,
      updateChemical,
      onSaved: (chemical) => {
        commitRows(applySavedChemical(rowsRef.current, chemical));
        storeChemical(queryClient, chemical);
      },
      onStateChange: (tempId, state) => setSaveStates((states) => ({ ...states, [tempId]: state })),
      onError: (kind) =>
        showError('Error', kind === 'create' ? 'Failed to save chemical' : 'Failed to update chemical'),
    });
    saver.seed(rowsRef.current);
    return saver;
  });

  // Leaving the page saves what is still waiting instead of dropping it; the browser warns before unload.
  useAutoSaveLifecycle(autosaver);

  const input = useMemo(
    () => buildProgramInput(equipment, waterQuality, rows),
    [equipment, waterQuality, rows],
  );
  const result = useMemo(() => calculateProgram(input), [input]);

  const addRow = useCallback(() => {
    commitRows([...rowsRef.current, createBlankRow(allocator.next())]);
  }, [allocator, commitRows]);

  const editRow = useCallback(
    (tempId: number, fields: Partial<RowFields>) => {
      commitRows(rowsRef.current.map((row) => (row.tempId === tempId ? applyRowEdit(row, fields) : row)));
      autosaver.schedule(tempId);
    },
    [autosaver, commitRows],
  );

  const addFilledRow = useCallback(
    (fields: RowFields) => {
      const current = rowsRef.current;
      const blank = current.find(isBlankRow);
      const tempId = blank?.tempId ?? allocator.next();
      const filled = { ...createBlankRow(tempId), ...fields };
      commitRows(blank ? current.map((row) => (row === blank ? filled : row)) : [...current, filled]);
      autosaver.schedule(tempId);
    },
    [allocator, autosaver, commitRows],
  );

  const addSavedChemicals = useCallback(
    (chemicals: Chemical[]) => {
      const added = rowsFromChemicals(chemicals, allocator);
      autosaver.seed(added);
      for (const chemical of chemicals) storeChemical(queryClient, chemical);
      commitRows([...rowsRef.current.filter((row) => !isBlankRow(row)), ...added]);
    },
    [allocator, autosaver, commitRows, queryClient],
  );

  const removeRow = useCallback(
    async (tempId: number) => {
      const current = rowsRef.current;
      const index = current.findIndex((row) => row.tempId === tempId);
      if (index === -1 || !canRemoveRow(current.length)) return;
      const removed = current[index];
      commitRows(current.filter((row) => row.tempId !== tempId));
      const serverId = await autosaver.remove(tempId);
      if (serverId === null) return;
      try {
        await deleteChemical(serverId);
        forgetChemical(queryClient, serverId);
      } catch {
        const restored = [...rowsRef.current];
        restored.splice(Math.min(index, restored.length), 0, { ...removed, serverId });
        commitRows(restored);
        autosaver.restore({ ...removed, serverId });
        showError('Error', 'Failed to remove chemical. Please try again.');
      }
    },
    [autosaver, commitRows, queryClient],
  );

  return {
    rows,
    input,
    result,
    saveStates,
    canRemove: canRemoveRow(rows.length),
    addRow,
    editRow,
    removeRow,
    addFilledRow,
    addSavedChemicals,
    flush: () => autosaver.flush(),
  };
}
