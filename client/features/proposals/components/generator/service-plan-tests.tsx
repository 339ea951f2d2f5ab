import { Plus, Trash2 } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { EQUIPMENT_TYPES, labelOf } from '#shared/enums.ts';
import type { ServicePlanTest } from '#shared/schemas/service-plan.ts';

const SOURCE_LABELS: Record<ServicePlanTest['source'], string> = {
  rfp: 'RFP',
  settings: 'Settings',
  survey: 'Survey',
  rep: 'Yours',
};

/** A range bound as typed: blank is no bound. */
function readBound(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

interface ServicePlanTestsProps {
  tests: ServicePlanTest[];
  /** The survey's system types a new test can be made on. */
  systemTypes: string[];
  onChange: (tests: ServicePlanTest[]) => void;
}

/** The tests made at each visit with their control ranges and where each range comes from. */
export function ServicePlanTests({ tests, systemTypes, onChange }: ServicePlanTestsProps) {
  const update = (index: number, change: Partial<ServicePlanTest>) =>
    onChange(tests.map((test, i) => (i === index ? { ...test, ...change, source: 'rep' } : test)));
  const add = () =>
    onChange([
      ...tests,
      {
        systemType: systemTypes[0] ?? 'cooling-tower',
        parameter: '',
        min: null,
        max: null,
        unit: '',
        source: 'rep',
      },
    ]);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm" data-testid="service-plan-tests">
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th className="py-1 pr-2 font-medium">System</th>
              <th className="py-1 pr-2 font-medium">Test</th>
              <th className="py-1 pr-2 font-medium">Min</th>
              <th className="py-1 pr-2 font-medium">Max</th>
              <th className="py-1 pr-2 font-medium">Unit</th>
              <th className="py-1 pr-2 font-medium">Range from</th>
              <th className="py-1 font-medium">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tests.map((test, index) => (
              <tr key={index} className="border-t border-slate-100" data-testid="service-plan-test">
                <td className="py-1 pr-2 text-slate-700">{labelOf(EQUIPMENT_TYPES, test.systemType)}</td>
                <td className="py-1 pr-2">
                  <Input
                    aria-label="Test"
                    value={test.parameter}
                    maxLength={100}
                    onChange={(e) => update(index, { parameter: e.target.value })}
                    className="h-8 min-w-36"
                  />
                </td>
                {(['min', 'max'] as const).map((bound) => (
                  <td key={bound} className="py-1 pr-2">
                    <Input
                      aria-label={bound === 'min' ? `${test.parameter} minimum` : `${test.parameter} maximum`}
                      type="number"
                      inputMode="decimal"
                      value={test[bound] === null || Number.isNaN(test[bound]) ? '' : String(test[bound])}
                      onChange={(e) => update(index, { [bound]: readBound(e.target.value) })}
                      className="h-8 w-24 text-right tabular-nums"
                    />
                  </td>
                ))}
                <td className="py-1 pr-2">
                  <Input
                    aria-label={`${test.parameter} unit`}
                    value={test.unit}
                    maxLength={30}
                    onChange={(e) => update(index, { unit: e.target.value })}
                    className="h-8 w-24"
                  />
                </td>
                <td className="py-1 pr-2">
                  <Badge variant={test.source === 'rfp' ? 'default' : 'secondary'}>
                    {SOURCE_LABELS[test.source]}
                  </Badge>
                </td>
                <td className="py-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${test.parameter || 'test'}`}
                    onClick={() => onChange(tests.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button variant="outline" size="sm" onClick={add} disabled={tests.length >= 60}>
          <Plus aria-hidden="true" />
          Add test
        </Button>
      </div>
    </div>
  );
}
