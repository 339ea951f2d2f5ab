import { Download, LoaderCircle } from 'lucide-react';
import { useDownloadProposalPdf } from '#client/api/proposal-pdf.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage, isApiError, isPaymentRequiredError, isUnauthorizedError } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { AI_MESSAGES } from '#shared/constants.ts';

interface DownloadProposalPdfButtonProps {
  proposalId: number;
  /** The text the rep sees in the editor: the download waits until it is saved. */
  content?: string;
  /** Runs before the PDF is asked for (the generator saves every change waiting to auto-save). */
  beforeDownload?: () => Promise<void>;
  className?: string;
}

/** "Download PDF": the proposal as a PDF made on the server, saved under the name the server gives it. */
export function DownloadProposalPdfButton({
  proposalId,
  content,
  beforeDownload,
  className,
}: DownloadProposalPdfButtonProps) {
  const { mutate, isPending } = useDownloadProposalPdf();
  const download = () =>
    mutate(
      { proposalId, content, beforeDownload },
      {
        onError: (error) => {
          if (isUnauthorizedError(error) || isPaymentRequiredError(error)) return;
          // A proposal without text says so; any other failure gets the spec's message.
          const description = isApiError(error, 400)
            ? errorMessage(error, AI_MESSAGES.pdfFailed)
            : AI_MESSAGES.pdfFailed;
          showError('Error', description);
        },
      },
    );
  return (
    <Button
      variant="outline"
      className={className}
      onClick={download}
      disabled={isPending}
      aria-busy={isPending}
      data-testid="download-proposal-pdf"
    >
      {isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {isPending ? 'Preparing PDF...' : 'Download PDF'}
    </Button>
  );
}
