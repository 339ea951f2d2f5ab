import { Camera } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useCreateEquipment, useUpdateEquipment } from '#client/api/equipment.ts';
import { DialogFrame } from '#client/components/dialog-frame.tsx';
import { FormFrame } from '#client/components/form-fields.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useUnsavedChangesGuard } from '#client/lib/auto-save/unsaved-changes-guard.ts';
import { showError } from '#client/lib/show-error.ts';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';
import { type Equipment, EquipmentFieldsSchema } from '#shared/schemas/equipment.ts';
import { toEquipmentFields, toEquipmentValues } from '../hooks/equipment-form.ts';
import { useEquipmentChemicals } from '../hooks/use-equipment-chemicals.ts';
import { CurrentChemicalsEditor } from './current-chemicals-editor.tsx';
import { EquipmentFormFields } from './equipment-form-fields.tsx';
import { EquipmentPhotos } from './equipment-photos.tsx';

type EquipmentDialogProps = {
  surveyId: number;
  /** The system to edit; null opens the dialog in add mode. */
  equipment: Equipment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Add or edit one system. After an add the dialog stays open in edit mode, so photos can be attached
 * straight away (photos need a saved system).
 */
export function EquipmentDialog({ surveyId, equipment, open, onOpenChange }: EquipmentDialogProps) {
  const formId = useId();
  const createEquipment = useCreateEquipment();
  const updateEquipment = useUpdateEquipment();
  const [current, setCurrent] = useState<Equipment | null>(equipment);
  const [isJustAdded, setIsJustAdded] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const form = useSchemaForm(EquipmentFieldsSchema, { defaultValues: toEquipmentValues(equipment) });
  const type = useWatch({ control: form.control, name: 'type' });
  const chemicals = useEquipmentChemicals(current?.id ?? null);
  const isDirty = form.formState.isDirty;
  useUnsavedChangesGuard(() => open && isDirty);
  const photosRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Just added: bring the photo section, which only now appears, into view.
    if (isJustAdded) photosRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [isJustAdded]);

  async function handleSubmit() {
    const fields = toEquipmentFields(form.getValues());
    setIsSaving(true);
    try {
      if (current) {
        await updateEquipment.mutateAsync({ id: current.id, fields });
        toast({ title: 'Success', description: 'Equipment updated successfully!' });
        onOpenChange(false);
      } else {
        const created = await createEquipment.mutateAsync({ surveyId, fields });
        await chemicals.sendDrafts(created.id);
        setCurrent(created);
        setIsJustAdded(true);
        form.reset(toEquipmentValues(created));
        toast({ title: 'Success', description: 'Equipment added successfully!' });
      }
    } catch {
      showError(
        'Error',
        current
          ? 'Failed to update equipment. Please try again.'
          : 'Failed to add equipment. Please try again.',
      );
    } finally {
      setIsSaving(false);
    }
  }

  const isEditMode = current !== null;
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl gap-0 p-0"
      onInteractOutside={(event) => {
        // A stray tap outside must not throw away typed specifications.
        if (form.formState.isDirty) event.preventDefault();
      }}
      headerClassName="px-5 pt-5 pb-4 sm:px-6 sm:pt-6"
      title={isEditMode ? 'Edit Equipment' : 'Add Equipment'}
      description={
        isJustAdded
          ? 'Saved. Add photos and chemicals now, or close when you are done.'
          : 'System type, specifications, current chemicals and photos.'
      }
    >
      <div className="grid gap-6 px-5 pb-6 sm:px-6">
        <FormFrame form={form} onSubmit={handleSubmit} id={formId} className="">
          <EquipmentFormFields control={form.control} type={type} />
        </FormFrame>
        <hr />
        <CurrentChemicalsEditor
          items={chemicals.rows}
          busyKey={chemicals.busyKey}
          onAdd={chemicals.add}
          onRemove={(key) => void chemicals.remove(key)}
        />
        <hr />
        {current ? (
          <div ref={photosRef} className="scroll-mt-4">
            <EquipmentPhotos equipmentId={current.id} />
          </div>
        ) : (
          <div className="flex items-start gap-3 rounded-lg border border-dashed bg-slate-50/60 px-3 py-3 text-sm text-muted-foreground">
            <Camera className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <p>
              <span className="font-medium text-slate-700">Photos</span> — Save the equipment to add photos.
            </p>
          </div>
        )}
      </div>
      <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t bg-background px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="outline" onClick={() => onOpenChange(false)} className="w-full sm:w-auto">
          {isEditMode ? 'Close' : 'Cancel'}
        </Button>
        <SubmitButton form={formId} isPending={isSaving} className="w-full sm:w-auto">
          {isEditMode ? 'Save Changes' : 'Add Equipment'}
        </SubmitButton>
      </div>
    </DialogFrame>
  );
}
