import type { Control } from 'react-hook-form';
import { DECIMAL_INPUT, TextareaField, TextField, TextFields } from '#client/components/form-fields.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { CAPACITY_UNITS, EQUIPMENT_TYPES, FUEL_TYPES } from '#shared/enums.ts';
import type { EquipmentFields } from '#shared/schemas/equipment.ts';
import type { EquipmentValues } from '../hooks/equipment-form.ts';

const MAKE_FIELDS = [
  { name: 'manufacturer', label: 'Manufacturer', placeholder: 'e.g. BAC' },
  { name: 'model', label: 'Model' },
  { name: 'location', label: 'Location', placeholder: 'e.g. Roof, Mechanical Room' },
] as const;

const NUMBER_FIELDS = [
  { name: 'flowRate', label: 'Flow Rate (GPM)', step: '0.01', inputMode: 'decimal' },
  { name: 'operatingPressure', label: 'Operating Pressure (psi)', step: '0.01', inputMode: 'decimal' },
  {
    name: 'annualRuntime',
    label: 'Annual Runtime (hours)',
    step: '1',
    inputMode: 'numeric',
    placeholder: 'Default 8760',
  },
  {
    name: 'systemLoad',
    label: 'System Load (%)',
    step: '1',
    inputMode: 'numeric',
    placeholder: 'Default 100',
  },
] as const;

const TEXT_MEASURES = [
  { name: 'bleedSetpoint', label: 'Bleed Setpoint (µS/cm)' },
  { name: 'steamRate', label: 'Steam Rate (lb/hr)' },
  { name: 'makeUpMeter', label: 'Make-up Meter (GPM)' },
] as const;

function Optional() {
  return <span className="font-normal text-muted-foreground">(optional)</span>;
}

/** The equipment dialog's specification fields; fuel type shows for boilers, water volume for closed loops. */
export function EquipmentFormFields({
  control,
  type,
}: {
  control: Control<EquipmentValues, unknown, EquipmentFields>;
  type: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        control={control}
        name="type"
        label="System Type"
        required
        options={EQUIPMENT_TYPES}
        placeholder="Select system type"
      />
      <TextField
        control={control}
        name="name"
        label={
          <>
            Name <Optional />
          </>
        }
        placeholder="e.g. CT-1 North Tower"
      />
      <TextFields control={control} fields={MAKE_FIELDS} />
      {type === 'boiler' && (
        <SelectField
          control={control}
          name="fuelType"
          label="Fuel Type"
          options={FUEL_TYPES}
          placeholder="Select fuel type"
        />
      )}
      {type === 'closed-loop' && (
        <TextField
          control={control}
          name="totalWaterVolume"
          label="Total Water Volume (gallons)"
          {...DECIMAL_INPUT}
        />
      )}
      <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] items-start gap-2">
        <TextField control={control} name="capacity" label="Capacity" {...DECIMAL_INPUT} />
        <SelectField control={control} name="capacityUnit" label="Capacity Unit" options={CAPACITY_UNITS} />
      </div>
      <TextFields control={control} type="number" min="0" fields={NUMBER_FIELDS} />
      <TextFields control={control} inputMode="decimal" fields={TEXT_MEASURES} />
      <TextareaField
        control={control}
        name="comments"
        label="Comments"
        rows={3}
        className="sm:col-span-2"
        placeholder="Condition, controller, feed equipment, anything worth noting"
      />
    </div>
  );
}
