const SYSTEMS = [
  'Cooling towers',
  'Boilers',
  'Chillers',
  'Closed loops',
  'Evaporative condensers',
  'Softeners',
];

/** The equipment the product covers, right under the hero. */
export function SystemsStrip() {
  return (
    <div className="bg-white">
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-2 text-center sm:px-6 lg:px-8">
        <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
          Built for the systems you service
        </p>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {SYSTEMS.map((system) => (
            <li
              key={system}
              className="rounded-full border border-slate-200 bg-slate-50 px-3.5 py-1.5 text-sm font-medium text-slate-700"
            >
              {system}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
