import { useStoredRfp } from '#client/api/rfp.ts';
import { describeOtherRfpFacility, findOtherRfpFacility } from '#shared/proposals/rfp-facility.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import { WarningAlert } from './warning-alert.tsx';

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
    <WarningAlert testId="rfp-facility-warning">
      <p>
        {describeOtherRfpFacility(other, survey.facilityName)} The proposal will be written to answer this
        RFP.
      </p>
    </WarningAlert>
  );
}
