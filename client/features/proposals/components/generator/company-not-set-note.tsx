import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { Link } from 'wouter';
import { companyQueryOptions } from '#client/api/company.ts';
import { COMPANY_NOT_SET_NOTE } from '#shared/constants.ts';

/** Beside the PDF button until the company is set: the PDF still works, with the rep's name only. */
export function CompanyNotSetNote() {
  const { data: company } = useQuery(companyQueryOptions());
  if (!company || company.isSet) return null;
  return (
    <p
      className="flex max-w-xs items-start gap-1.5 text-xs text-muted-foreground"
      role="note"
      data-testid="company-not-set"
    >
      <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {COMPANY_NOT_SET_NOTE}{' '}
        <Link href="/settings#company" className="font-medium text-brand-700 underline underline-offset-2">
          Set up your company
        </Link>
      </span>
    </p>
  );
}
