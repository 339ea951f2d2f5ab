import { useMutation } from '@tanstack/react-query';
import { reportPdfUrl } from '#client/api/reports.ts';
import { apiRequest, isPaymentRequiredError, isUnauthorizedError } from '#client/lib/api.ts';
import { saveResponseAsFile } from '#client/lib/download.ts';
import { showError } from '#client/lib/show-error.ts';
import { reportFileName } from '#shared/report/index.ts';

/**
 * Downloads the server-made report PDF as a file. A mutation, so a lost session or an inactive subscription
 * reaches the app's global handlers; any other failure shows a destructive toast.
 */
export function useDownloadReport(surveyId: number, facilityName: string) {
  const mutation = useMutation<void, Error>({
    mutationFn: async () => {
      const res = await apiRequest('GET', reportPdfUrl(surveyId));
      await saveResponseAsFile(res, reportFileName(facilityName));
    },
    onError: (error) => {
      if (isUnauthorizedError(error) || isPaymentRequiredError(error)) return;
      showError('Error', 'Failed to generate PDF. Please try again.');
    },
  });
  return { downloadReport: () => mutation.mutate(), isDownloading: mutation.isPending };
}
