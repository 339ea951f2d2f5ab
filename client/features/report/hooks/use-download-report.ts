import { useMutation } from '@tanstack/react-query';
import { reportPdfUrl } from '#client/api/reports.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { apiRequest, isPaymentRequiredError, isUnauthorizedError } from '#client/lib/api.ts';
import { reportFileName } from '#shared/report/index.ts';

/** The file name of a Content-Disposition header, if it names one. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob when the click is handled; release it a little later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Downloads the server-made report PDF as a file. A mutation, so a lost session or an inactive subscription
 * reaches the app's global handlers; any other failure shows a destructive toast.
 */
export function useDownloadReport(surveyId: number, facilityName: string) {
  const mutation = useMutation<void, Error>({
    mutationFn: async () => {
      const res = await apiRequest('GET', reportPdfUrl(surveyId));
      const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition'));
      saveBlob(await res.blob(), fileName ?? reportFileName(facilityName));
    },
    onError: (error) => {
      if (isUnauthorizedError(error) || isPaymentRequiredError(error)) return;
      toast({
        title: 'Error',
        description: 'Failed to generate PDF. Please try again.',
        variant: 'destructive',
      });
    },
  });
  return { downloadReport: () => mutation.mutate(), isDownloading: mutation.isPending };
}
