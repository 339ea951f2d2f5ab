import type { ProgramInput, ProgramResult } from '#shared/calc/index.ts';
import { chemicalDisplayName, describeProgramChemicalMath } from '#shared/proposals/math-steps.ts';
import { NO_SYSTEM_WARNING } from './row-view-props.ts';

/** The chemical lines of "Show the math": usage from the make-up water it treats, then its cost. */
export function ChemicalMath({ input, result }: { input: ProgramInput; result: ProgramResult }) {
  if (input.chemicals.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">Chemicals</h3>
      <ul className="mt-2 grid gap-2">
        {input.chemicals.map((chemical, index) => {
          const name = chemicalDisplayName(chemical, index);
          const lines = describeProgramChemicalMath(chemical, result.chemicals[index], index);
          if (!lines) {
            return (
              <li key={index} className="rounded-lg bg-slate-50 p-3 text-sm">
                <span className="font-medium text-slate-900">{name}</span>
                <span className="text-amber-800"> — {NO_SYSTEM_WARNING}</span>
              </li>
            );
          }
          return (
            <li key={index} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-900">{name}</p>
              <ul className="mt-1 grid gap-0.5 text-slate-600 tabular-nums">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
