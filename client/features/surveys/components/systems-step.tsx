import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Plus, Wrench } from 'lucide-react';
import { useState } from 'react';
import { equipmentListQueryOptions, useDeleteEquipment } from '#client/api/equipment.ts';
import { ConfirmDialog, useConfirmTarget } from '#client/components/confirm-dialog.tsx';
import { EmptyState } from '#client/components/empty-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { showError } from '#client/lib/show-error.ts';
import { systemDisplayName } from '#shared/report/index.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import { EquipmentCard } from './equipment-card.tsx';
import { EquipmentDialog } from './equipment-dialog.tsx';
import { PreviousButton, StepCard } from './step-card.tsx';

type DialogState = { open: boolean; equipment: Equipment | null; session: number };

type SystemsStepProps = { surveyId: number; onBack: () => void; onContinue: () => void };

/** Step 2: the facility's systems, each added, edited or deleted through the equipment dialog. */
export function SystemsStep({ surveyId, onBack, onContinue }: SystemsStepProps) {
  const equipment = useQuery(equipmentListQueryOptions(surveyId));
  const deleteEquipment = useDeleteEquipment();
  const [dialog, setDialog] = useState<DialogState>({ open: false, equipment: null, session: 0 });
  const confirm = useConfirmTarget<Equipment>();
  const list = equipment.data ?? [];

  function openDialog(item: Equipment | null) {
    setDialog((prev) => ({ open: true, equipment: item, session: prev.session + 1 }));
  }

  async function handleConfirmDelete() {
    if (!confirm.target) return;
    try {
      await deleteEquipment.mutateAsync(confirm.target);
      toast({ title: 'Success', description: 'Equipment deleted successfully!' });
    } catch {
      showError('Error', 'Failed to delete equipment. Please try again.');
    }
  }

  const addButton = (
    <Button onClick={() => openDialog(null)} className="w-full sm:w-auto">
      <Plus aria-hidden="true" />
      Add Equipment
    </Button>
  );

  return (
    <StepCard
      title="Systems"
      description="Cooling towers, boilers, chillers, closed loops and the rest of the water-using equipment."
      footer={
        <>
          <PreviousButton onBack={onBack} />
          <Button onClick={onContinue} className="w-full sm:w-auto">
            Continue
            <ArrowRight aria-hidden="true" />
          </Button>
        </>
      }
    >
      {list.length === 0 ? (
        <EmptyState
          icon={Wrench}
          title="No equipment documented yet"
          description="Add each system you inspect, with its specifications, photos and current chemicals."
          action={addButton}
        />
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              {list.length === 1 ? '1 system documented' : `${list.length} systems documented`}
            </p>
            {addButton}
          </div>
          <ul className="grid gap-3 md:grid-cols-2">
            {list.map((item) => (
              <EquipmentCard key={item.id} item={item} onEdit={openDialog} onDelete={confirm.ask} />
            ))}
          </ul>
        </div>
      )}
      <EquipmentDialog
        key={dialog.session}
        surveyId={surveyId}
        equipment={dialog.equipment}
        open={dialog.open}
        onOpenChange={(open) => setDialog((prev) => ({ ...prev, open }))}
      />
      <ConfirmDialog
        open={confirm.isOpen}
        onOpenChange={confirm.setIsOpen}
        title="Delete Equipment"
        description={
          confirm.target &&
          `Are you sure you want to delete "${systemDisplayName(confirm.target)}"? This action cannot be undone.`
        }
        onConfirm={handleConfirmDelete}
      />
    </StepCard>
  );
}
