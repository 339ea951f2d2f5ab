import { useDeleteSurvey } from '#client/api/surveys.ts';
import { LazyConfirm } from '#client/components/lazy-confirm-dialog.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { showError } from '#client/lib/show-error.ts';
import type { Survey } from '#shared/schemas/survey.ts';

type DeleteSurveyDialogProps = {
  survey: Survey | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Confirms and deletes a survey with everything recorded in it; the list is refetched afterwards. */
export function DeleteSurveyDialog({ survey, open, onOpenChange }: DeleteSurveyDialogProps) {
  const deleteMutation = useDeleteSurvey();

  function handleConfirm() {
    if (!survey) return;
    deleteMutation.mutate(survey.id, {
      onSuccess: () => toast({ title: 'Success', description: 'Survey deleted successfully' }),
      onError: () => showError('Error', 'Failed to delete survey'),
    });
  }

  return (
    <LazyConfirm
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Survey"
      description={`Are you sure you want to delete "${survey?.facilityName ?? ''}"? Its equipment, photos, water quality and observations are deleted too. This action cannot be undone.`}
      onConfirm={handleConfirm}
    />
  );
}
