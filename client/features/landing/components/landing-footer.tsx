import { Logo } from '#client/components/logo.tsx';
import { useToday } from '#client/lib/use-today.ts';
import { COMPANY_NAME, SUPPORT_EMAIL } from '#shared/constants.ts';
import { SectionLinks } from './section-links.tsx';

/** Footer with the copyright line naming the company (current year). */
export function LandingFooter() {
  const year = useToday()?.getFullYear();
  return (
    <footer data-testid="footer" className="border-t bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div>
          <Logo />
          <p className="mt-2 max-w-xs text-sm text-slate-500">
            Survey-to-proposal software for water-treatment service companies.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
          <SectionLinks />
          <a href={`mailto:${SUPPORT_EMAIL}`} className="hover:text-slate-900">
            {SUPPORT_EMAIL}
          </a>
        </nav>
      </div>
      <div className="border-t">
        {/* Prerendered at build without the year, which the browser fills in: never last year's, never a mismatch. */}
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-500 sm:px-6 lg:px-8">
          © {year ? `${year} ` : ''}
          {COMPANY_NAME} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
