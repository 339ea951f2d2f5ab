import { ScreenFrame } from './screen-frame.tsx';

// Figures follow the product's calculation rules: 500-ton tower at 4.2 cycles (2,400 / 570 μS/cm),
// 8,760 h/yr, plus a boiler metered at 2.4 GPM of make-up.
const ROWS = [
  {
    name: 'Scale & corrosion inhibitor',
    system: 'CT-1',
    rate: '0.5 lbs/1000gal',
    usage: '5,958 lbs',
    cost: '$12,810',
  },
  { name: 'Oxidizing biocide', system: 'CT-1', rate: '0.2 lbs/1000gal', usage: '2,383 lbs', cost: '$4,290' },
  { name: 'Oxygen scavenger', system: 'B-2', rate: '0.8 lbs/1000gal', usage: '1,009 lbs', cost: '$3,431' },
];

const STATS = [
  ['Make-up water', '13.2M gal/yr'],
  ['Cycles of concentration', '4.21'],
  ['Annual program', '$20,531'],
];

/** Drawn chemical program: make-up water, cycles, and a per-chemical annual cost table with the total. */
export function ChemicalCostMockup() {
  return (
    <ScreenFrame
      path="/proposal-generator?surveyId=128"
      caption="The chemical program table: treatment rates, annual pounds and annual cost per chemical, totalling $20,531 a year."
    >
      <div className="mb-3 grid grid-cols-3 gap-2">
        {STATS.map(([label, value]) => (
          <div key={label} className="rounded-xl border bg-white p-2.5 sm:p-3">
            <div className="text-[10px] leading-tight text-slate-500 sm:text-[11px]">{label}</div>
            <div className="mt-1 text-sm font-bold tabular-nums sm:text-base">{value}</div>
          </div>
        ))}
      </div>
      <div className="overflow-hidden rounded-xl border bg-white">
        <table className="w-full text-left text-[11px] sm:text-xs">
          <thead className="bg-slate-50 text-[10px] tracking-wide text-slate-500 uppercase">
            <tr>
              <th className="px-3 py-2 font-medium">Chemical</th>
              <th className="hidden px-3 py-2 font-medium sm:table-cell">Rate</th>
              <th className="px-3 py-2 text-right font-medium">Annual use</th>
              <th className="px-3 py-2 text-right font-medium">Annual cost</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {ROWS.map((row) => (
              <tr key={row.name}>
                <td className="px-3 py-2.5">
                  <div className="font-medium text-slate-900">{row.name}</div>
                  <div className="text-[10px] text-slate-500">
                    {row.system}
                    <span className="sm:hidden"> · {row.rate}</span>
                  </div>
                </td>
                <td className="hidden px-3 py-2.5 text-slate-600 tabular-nums sm:table-cell">{row.rate}</td>
                <td className="px-3 py-2.5 text-right text-slate-600 tabular-nums">{row.usage}</td>
                <td className="px-3 py-2.5 text-right font-medium tabular-nums">{row.cost}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="bg-brand-50 text-brand-900">
              <td className="px-3 py-2.5 font-semibold">Total annual cost</td>
              <td className="hidden sm:table-cell" />
              <td />
              <td className="px-3 py-2.5 text-right text-sm font-bold tabular-nums">$20,531</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </ScreenFrame>
  );
}
