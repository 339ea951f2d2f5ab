import { TriangleAlert } from 'lucide-react';
import { useStoredRfp } from '#client/api/rfp.ts';
import { describeOtherRfpFacility, findOtherRfpFacility } from '#shared/proposals/rfp-facility.ts';
import type { Survey } from '#shared/schemas/survey.ts';

/**
 * Above the writing card: when the analysed RFP names another facility than the survey's, says so before the
 * proposal is written from it (the same check as the RFP card's reading notes).
 */
export function RfpFacilityWarning({
  proposalId,
  survey,
}: {
  proposalId: number | null;
  survey: Pick<Survey, 'facilityName' | 'facilityAddress'>;
}) {
  const stored = useStoredRfp(proposalId);
  const analysis = stored.data?.analysis;
  if (!analysis || analysis.isBasicTemplate) return null;
  const other = findOtherRfpFacility(analysis.specificDetails, survey);
  if (!other) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="rfp-facility-warning"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {describeOtherRfpFacility(other, survey.facilityName)} The proposal will be written to answer this
        RFP.
      </p>
    </div>
  );
}
