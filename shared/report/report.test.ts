import { describe, expect, test } from 'vitest';
import { buildEquipmentRecord } from '../../tests/factories/index.ts';
import {
  capacityUnitLabel,
  cyclesByConductivity,
  formatMeasure,
  groupSystemsByLocation,
  NO_LOCATION,
  reportCyclesFigure,
  reportFileName,
  systemDisplayName,
  systemSpecs,
  vendorDisplay,
  waterQualityRows,
} from './index.ts';

describe('cyclesByConductivity', () => {
  test('divides the bleed setpoint by conductivity to 2 decimals', () => {
    expect(cyclesByConductivity('1500', 300)).toBe('5.00');
    expect(cyclesByConductivity('1400', 300)).toBe('4.67');
  });

  test('reads a setpoint written with a unit or thousands separator', () => {
    expect(cyclesByConductivity('1,500 µS/cm', 300)).toBe('5.00');
  });

  test('is null when either value is missing, unreadable or zero', () => {
    expect(cyclesByConductivity(null, 300)).toBeNull();
    expect(cyclesByConductivity('', 300)).toBeNull();
    expect(cyclesByConductivity('about right', 300)).toBeNull();
    expect(cyclesByConductivity('1500', null)).toBeNull();
    expect(cyclesByConductivity('1500', 0)).toBeNull();
    expect(cyclesByConductivity('0', 300)).toBeNull();
  });
});

describe('formatMeasure', () => {
  test('adds thousands separators and the unit', () => {
    expect(formatMeasure(5000, 'gallons')).toBe('5,000 gallons');
    expect(formatMeasure(1200.5, 'GPM')).toBe('1,200.5 GPM');
  });

  test('writes percent without a space and a bare number without a unit', () => {
    expect(formatMeasure(80, '%')).toBe('80%');
    expect(formatMeasure(7.8)).toBe('7.8');
    expect(formatMeasure(0.05)).toBe('0.05');
  });

  test('keeps zero and is null for a missing value', () => {
    expect(formatMeasure(0, 'psi')).toBe('0 psi');
    expect(formatMeasure(null, 'psi')).toBeNull();
    expect(formatMeasure(undefined)).toBeNull();
  });
});

describe('systemDisplayName', () => {
  test('uses the name, or "Unnamed System" when it is blank', () => {
    expect(systemDisplayName({ name: ' Tower 1 ' })).toBe('Tower 1');
    expect(systemDisplayName({ name: '   ' })).toBe('Unnamed System');
    expect(systemDisplayName({ name: null })).toBe('Unnamed System');
  });
});

describe('groupSystemsByLocation', () => {
  test('groups by location in order of appearance with unit counts, unplaced systems last', () => {
    const groups = groupSystemsByLocation([
      { id: 1, location: null },
      { id: 2, location: 'Roof' },
      { id: 3, location: 'Boiler Room' },
      { id: 4, location: ' roof ' },
      { id: 5, location: '' },
    ]);
    expect(groups.map((g) => [g.location, g.countLabel, g.systems.map((s) => s.id)])).toEqual([
      ['Roof', '2 units', [2, 4]],
      ['Boiler Room', '1 unit', [3]],
      [NO_LOCATION, '2 units', [1, 5]],
    ]);
  });

  test('gives no groups for no systems', () => {
    expect(groupSystemsByLocation([])).toEqual([]);
  });
});

describe('systemSpecs', () => {
  test('shows only the total water volume for a closed loop', () => {
    expect(systemSpecs({ type: 'closed-loop', totalWaterVolume: 5000, capacity: 10 }, 300)).toEqual([
      { label: 'Total Water Volume', value: '5,000 gallons' },
    ]);
  });

  test('shows capacity, flow, pressure, runtime, load and cycles for other systems', () => {
    const specs = systemSpecs(
      {
        type: 'cooling-tower',
        capacity: 500,
        capacityUnit: 'tons',
        flowRate: 1500,
        operatingPressure: 20,
        annualRuntime: 8760,
        systemLoad: 75,
        bleedSetpoint: '1500',
      },
      300,
    );
    expect(specs).toEqual([
      { label: 'Capacity', value: '500 Tons' },
      { label: 'Flow Rate', value: '1,500 GPM' },
      { label: 'Operating Pressure', value: '20 psi' },
      { label: 'Annual Runtime', value: '8,760 hours' },
      { label: 'System Load', value: '75%' },
      { label: 'Cycles by Conductivity', value: '5.00' },
    ]);
  });

  test('defaults the capacity unit to HP and hides cycles without conductivity', () => {
    const specs = systemSpecs(
      { type: 'boiler', capacity: 300, capacityUnit: null, bleedSetpoint: '1500' },
      0,
    );
    expect(specs[0]).toEqual({ label: 'Capacity', value: '300 HP' });
    expect(specs.find((s) => s.label === 'Cycles by Conductivity')).toBeUndefined();
    expect(specs.find((s) => s.label === 'Flow Rate')?.value).toBeNull();
  });
});

describe('labels and fallbacks', () => {
  test('names capacity units and the vendor', () => {
    expect(capacityUnitLabel('btu')).toBe('BTU/hr');
    expect(capacityUnitLabel('')).toBe('HP');
    expect(vendorDisplay(' Acme Water ')).toBe('Acme Water');
    expect(vendorDisplay(null)).toBe('None specified');
    expect(vendorDisplay('')).toBe('None specified');
  });

  test('reads "Not tested" for each missing water-quality value', () => {
    const rows = waterQualityRows({ ph: 7.8, conductivity: 300, iron: null });
    expect(rows.find((r) => r.key === 'ph')).toMatchObject({ value: '7.8', isTested: true });
    expect(rows.find((r) => r.key === 'conductivity')).toMatchObject({ value: '300', unit: 'µS/cm' });
    expect(rows.find((r) => r.key === 'iron')).toMatchObject({ value: 'Not tested', isTested: false });
    expect(waterQualityRows(null).every((r) => r.value === 'Not tested')).toBe(true);
  });

  test('makes a file name from the facility name', () => {
    expect(reportFileName("St. Mary's Regional Medical Center")).toBe(
      'st-marys-regional-medical-center-survey-report.pdf',
    );
    expect(reportFileName('Café Zürich #2')).toBe('cafe-zurich-2-survey-report.pdf');
    expect(reportFileName('日本')).toBe('facility-survey-report.pdf');
  });
});

test('the report’s cycles figure is the generator’s: the mean over towers, condensers and chillers', () => {
  const tower = buildEquipmentRecord({ id: 1, bleedSetpoint: '1800' });
  const boiler = buildEquipmentRecord({ id: 2, type: 'boiler', bleedSetpoint: '4250' });
  expect(reportCyclesFigure([tower, boiler], 850)).toMatchObject({ text: '2.12', isEstimated: true });
  expect(reportCyclesFigure([boiler], 850)).toMatchObject({ value: null, text: 'Not available' });
});
