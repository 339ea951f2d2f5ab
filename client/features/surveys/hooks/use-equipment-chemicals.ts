import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ChemicalDraft,
  currentChemicalsQueryOptions,
  useAddCurrentChemical,
  useRemoveCurrentChemical,
} from '#client/api/current-chemicals.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { showError } from '#client/lib/show-error.ts';

/** A chemical row as the editor lists it. */
export interface ChemicalListRow extends ChemicalDraft {
  key: string;
}

let draftCounter = 0;

/**
 * Current chemicals of the system in the dialog. Before the system exists they are held locally (sent by
 * sendDrafts after it is created); afterwards each add and remove is sent at once with its toast.
 */
export function useEquipmentChemicals(equipmentId: number | null) {
  const saved = useQuery(currentChemicalsQueryOptions(equipmentId));
  const addChemical = useAddCurrentChemical();
  const removeChemical = useRemoveCurrentChemical();
  const [drafts, setDrafts] = useState<ChemicalListRow[]>([]);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const rows: ChemicalListRow[] =
    equipmentId === null
      ? drafts
      : (saved.data ?? []).map((c) => ({ key: String(c.id), name: c.name, description: c.description }));

  async function add(draft: ChemicalDraft): Promise<boolean> {
    if (equipmentId === null) {
      draftCounter += 1;
      setDrafts((list) => [...list, { ...draft, key: `draft-${draftCounter}` }]);
      return true;
    }
    try {
      await addChemical.mutateAsync({ equipmentId, draft });
      toast({ title: 'Success', description: 'Chemical added successfully!' });
      return true;
    } catch {
      showError('Error', 'Failed to add chemical. Please try again.');
      return false;
    }
  }

  async function remove(key: string): Promise<void> {
    if (equipmentId === null) {
      setDrafts((list) => list.filter((row) => row.key !== key));
      return;
    }
    const chemical = saved.data?.find((c) => String(c.id) === key);
    if (!chemical) return;
    setBusyKey(key);
    try {
      await removeChemical.mutateAsync(chemical);
      toast({ title: 'Success', description: 'Chemical removed successfully!' });
    } catch {
      showError('Error', 'Failed to remove chemical. Please try again.');
    } finally {
      setBusyKey(null);
    }
  }

  /** Sends the locally held chemicals to a newly created system; failures are only logged. */
  async function sendDrafts(createdId: number): Promise<void> {
    for (const draft of drafts) {
      try {
        await addChemical.mutateAsync({
          equipmentId: createdId,
          draft: { name: draft.name, description: draft.description },
        });
      } catch (error) {
        console.warn('Could not add current chemical after creating equipment', error);
      }
    }
    setDrafts([]);
  }

  return { rows, busyKey, add, remove, sendDrafts };
}
