import { useEffect, useState } from 'react';
import type { SurveyFilters } from '#client/api/surveys.ts';
import { OptionSelect } from '#client/components/option-select.tsx';
import { SearchInput } from '#client/components/search-input.tsx';
import { SURVEY_STATUSES } from '#shared/enums.ts';

/** Typing settles this long before the server is asked, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300;
const ALL_STATUSES = 'all';
const STATUS_OPTIONS = [{ value: ALL_STATUSES, label: 'All statuses' }, ...SURVEY_STATUSES];

type SurveyFiltersBarProps = {
  filters: SurveyFilters;
  onChange: (filters: SurveyFilters) => void;
};

/** Search and status filter above My Surveys; the server applies both, so they cover every page. */
export function SurveyFiltersBar({ filters, onChange }: SurveyFiltersBarProps) {
  const [text, setText] = useState(filters.q);

  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row">
      <SearchInput
        value={text}
        onChange={setText}
        label="Search surveys"
        placeholder="Search facility, address or contact"
        className="flex-1"
      />
      <OptionSelect
        value={filters.status || ALL_STATUSES}
        onValueChange={(value) => onChange({ ...filters, status: value === ALL_STATUSES ? '' : value })}
        options={STATUS_OPTIONS}
        triggerProps={{ 'aria-label': 'Filter by status', className: 'sm:w-48' }}
      />
    </div>
  );
}
