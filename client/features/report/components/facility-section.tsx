import { formatDateUS } from '#shared/calc/format.ts';
import { INDUSTRY_TYPES, labelOf } from '#shared/enums.ts';
import { vendorDisplay } from '#shared/report/index.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import { type Field, FieldGrid, ReportSection } from './report-section.tsx';

function optional(label: string, value: string | null, isWide = false): Field {
  const text = value?.trim();
  return { label, value: text || '—', isPlaceholder: !text, isWide };
}

/** Facility Information: name, industry, address, survey date, contact, phone, e-mail and current vendor. */
export function FacilitySection({ survey }: { survey: Survey }) {
  const fields: Field[] = [
    { label: 'Facility Name', value: survey.facilityName },
    { label: 'Industry Type', value: labelOf(INDUSTRY_TYPES, survey.industryType) },
    { label: 'Address', value: survey.facilityAddress, isWide: true },
    { label: 'Survey Date', value: formatDateUS(survey.createdAt) },
    optional('Contact Name', survey.contactName),
    optional('Phone', survey.contactPhone),
    optional('Email', survey.contactEmail),
    {
      label: 'Current Vendor',
      value: vendorDisplay(survey.currentVendor),
      isPlaceholder: !survey.currentVendor?.trim(),
      isWide: true,
    },
  ];
  return (
    <ReportSection title="Facility Information" testId="facility-section">
      <FieldGrid fields={fields} />
    </ReportSection>
  );
}
