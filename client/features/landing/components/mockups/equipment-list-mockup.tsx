import { Camera, Fan, Flame, type LucideIcon, MapPin, Plus, Snowflake } from 'lucide-react';
import { ScreenFrame } from './screen-frame.tsx';

type Unit = {
  name: string;
  type: string;
  location: string;
  icon: LucideIcon;
  tone: string;
  specs: string[];
  photos: number;
  chemicals?: string[];
};

const UNITS: Unit[] = [
  {
    name: 'CT-1 North Tower',
    type: 'Cooling Tower',
    location: 'Roof',
    icon: Fan,
    tone: 'bg-sky-100 text-sky-700',
    specs: ['500 tons', '1,500 GPM', 'Bleed 2,400 μS/cm'],
    photos: 4,
    chemicals: ['Phosphonate blend', 'Bromine tablets'],
  },
  {
    name: 'B-2 Steam Boiler',
    type: 'Boiler',
    location: 'Mechanical Room',
    icon: Flame,
    tone: 'bg-orange-100 text-orange-700',
    specs: ['350 HP', 'Natural gas', '125 psi'],
    photos: 2,
  },
  {
    name: 'CH-1 Centrifugal Chiller',
    type: 'Chiller',
    location: 'Basement',
    icon: Snowflake,
    tone: 'bg-indigo-100 text-indigo-700',
    specs: ['400 tons', '960 GPM', '6,200 h/yr'],
    photos: 3,
  },
];

/** Drawn equipment list: a cooling tower, a boiler and a chiller with specs, photos and chemicals. */
export function EquipmentListMockup() {
  return (
    <ScreenFrame
      path="/edit-survey/128"
      caption="The equipment list with a cooling tower, a steam boiler and a chiller."
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <div>
          <div className="text-sm font-bold sm:text-base">Systems</div>
          <div className="text-[11px] text-slate-500">3 systems · 3 locations</div>
        </div>
        <span className="flex items-center gap-1 rounded-md bg-brand-700 px-2.5 py-1.5 text-[11px] font-medium text-white">
          <Plus className="size-3.5" /> Add Equipment
        </span>
      </div>
      <ul className="grid gap-2.5">
        {UNITS.map((unit) => (
          <li key={unit.name} className="rounded-xl border bg-white p-3">
            <div className="flex items-start gap-3">
              <span className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${unit.tone}`}>
                <unit.icon className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="truncate text-[13px] font-semibold">{unit.name}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[10px] font-medium text-slate-600">
                    {unit.type}
                  </span>
                </div>
                <div className="mt-0.5 flex items-center gap-3 text-[11px] text-slate-500">
                  <span className="flex items-center gap-1">
                    <MapPin className="size-3" /> {unit.location}
                  </span>
                  <span className="flex items-center gap-1">
                    <Camera className="size-3" /> {unit.photos} photos
                  </span>
                </div>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  {unit.specs.map((spec) => (
                    <span
                      key={spec}
                      className="rounded-md border bg-slate-50 px-1.5 py-0.5 text-[10px] tabular-nums text-slate-700"
                    >
                      {spec}
                    </span>
                  ))}
                </div>
                {unit.chemicals && (
                  <div className="mt-2 text-[10px] text-slate-500">
                    Current chemicals: <span className="text-slate-700">{unit.chemicals.join(', ')}</span>
                  </div>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </ScreenFrame>
  );
}
