import type { equipment, observations, surveys, waterQuality } from '#db/schema/index.ts';

type SystemPlan = Omit<typeof equipment.$inferInsert, 'surveyId'> & {
  /** Current chemicals: name and description. */
  chemicals: [string, string | null][];
};

/** One demo survey with its systems, water test and observations. */
export interface SurveyPlan {
  survey: Omit<typeof surveys.$inferInsert, 'userId'>;
  systems: SystemPlan[];
  waterQuality: Omit<typeof waterQuality.$inferInsert, 'surveyId'>;
  observations: Omit<typeof observations.$inferInsert, 'surveyId'>;
}

const DAY_MS = 86_400_000;

/** A date `days` after `today` as YYYY-MM-DD (UTC). */
function dateAfter(today: Date, days: number): string {
  return new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The two demo surveys: a hospital (final, follow-up in two weeks) and a high school (in progress). */
export function demoSurveys(today: Date): SurveyPlan[] {
  return [hospital(today), highSchool(today)];
}

function hospital(today: Date): SurveyPlan {
  const tower = {
    type: 'cooling-tower',
    location: 'Roof',
    capacityUnit: 'tons',
    operatingPressure: 25,
    annualRuntime: 6500,
  } as const;
  const towerChemicals: [string, string][] = [
    ['Scale and corrosion inhibitor', 'Phosphonate / tolyltriazole blend fed by conductivity-paced pump'],
    ['Sodium hypochlorite 12.5%', 'Oxidizing biocide, continuous feed to 0.5 ppm free chlorine'],
  ];
  return {
    survey: {
      facilityName: "St. Mary's Regional Medical Center",
      facilityAddress: '1450 Mercy Drive, Springfield, IL 62702',
      industryType: 'healthcare',
      contactName: 'Karen Delgado',
      contactPhone: '(217) 555-0143',
      contactEmail: 'kdelgado@stmarys.example.org',
      currentVendor: 'Prairie Water Services',
      status: 'final',
      createdAt: new Date(today.getTime() - 3 * DAY_MS),
    },
    systems: [
      {
        ...tower,
        name: 'Cooling Tower CT-1',
        manufacturer: 'BAC',
        model: 'Series 3000 S3E-1224',
        capacity: 500,
        flowRate: 1500,
        systemLoad: 75,
        bleedSetpoint: '1500',
        comments: 'Scale on the upper fill; bleed solenoid sticks intermittently.',
        chemicals: [...towerChemicals, ['Isothiazolin biocide', 'Non-oxidizing biocide, slug fed weekly']],
      },
      {
        ...tower,
        name: 'Cooling Tower CT-2',
        manufacturer: 'Marley',
        model: 'NC8409',
        capacity: 350,
        flowRate: 1050,
        systemLoad: 70,
        bleedSetpoint: '1400',
        chemicals: towerChemicals,
      },
      {
        type: 'boiler',
        name: 'Steam Boiler B-1',
        manufacturer: 'Cleaver-Brooks',
        model: 'CBLE 300 fire-tube',
        location: 'Boiler Room',
        capacity: 300,
        capacityUnit: 'hp',
        operatingPressure: 125,
        annualRuntime: 8760,
        systemLoad: 65,
        fuelType: 'natural-gas',
        steamRate: '10,000 lb/hr',
        makeUpMeter: '8 gpm',
        comments: 'Four-pass fire-tube boiler serving sterilizers, kitchen and humidification.',
        chemicals: [
          ['Catalyzed sodium sulfite', 'Oxygen scavenger fed to the deaerator storage section'],
          ['Phosphate / polymer', 'Internal treatment for hardness control'],
          ['Neutralizing amine', 'Condensate line corrosion control'],
        ],
      },
      {
        type: 'softener',
        name: 'Twin Softener SF-1',
        manufacturer: 'Culligan',
        model: 'Hi-Flo 22 twin alternating',
        location: 'Boiler Room',
        flowRate: 60,
        makeUpMeter: '8 gpm',
        comments: 'Twin-alternating, 300,000 grains per tank; regenerates on metered volume.',
        chemicals: [['Softener salt', 'Evaporated salt pellets, about 1,200 lb per month']],
      },
      {
        type: 'condensate-return',
        name: 'Condensate Return Unit',
        manufacturer: 'Skidmore',
        model: 'Duplex receiver 75 gal',
        location: 'Boiler Room',
        makeUpMeter: '5 gpm',
        comments: 'About 60% of the steam returns as condensate.',
        chemicals: [],
      },
    ],
    waterQuality: {
      ph: 7.9,
      conductivity: 300,
      hardness: 120,
      alkalinity: 95,
      silica: 14,
      iron: 0.08,
      copper: 0.02,
      chlorides: 38,
      notes: 'City make-up water sampled at the boiler room cold-water header.',
    },
    observations: {
      systemObservations:
        'CT-1 fill shows light calcium carbonate scale at the top of the pack; CT-2 is clean. ' +
        'The CT-1 bleed solenoid sticks, so the tower runs below its 1,500 µS/cm setpoint at times. ' +
        'Boiler B-1 surface blowdown is set manually once per shift.',
      recommendations:
        'Replace the CT-1 bleed solenoid and verify the conductivity probe calibration. ' +
        'Hold cycles near 5 on both towers with the current inhibitor program. ' +
        'Install automatic surface blowdown on B-1 controlled by boiler-water conductivity.',
      followUpTasks: 'Send the treatment proposal; schedule a retest of tower and boiler water in two weeks.',
      followUpDate: dateAfter(today, 14),
    },
  };
}

function highSchool(today: Date): SurveyPlan {
  return {
    survey: {
      facilityName: 'Lincoln High School',
      facilityAddress: '800 Lincoln Avenue, Springfield, IL 62704',
      industryType: 'education',
      contactName: 'Marcus Reed',
      contactPhone: '(217) 555-0178',
      contactEmail: 'mreed@lincoln-hs.example.org',
      currentVendor: null,
      status: 'in_progress',
      createdAt: today,
    },
    systems: [
      {
        type: 'chiller',
        name: 'Chiller CH-1',
        manufacturer: 'Trane',
        model: 'CVHE centrifugal',
        location: 'Mechanical Room',
        capacity: 200,
        capacityUnit: 'tons',
        flowRate: 480,
        operatingPressure: 30,
        annualRuntime: 2500,
        systemLoad: 60,
        comments: 'Runs April through October; condenser tubes brushed last summer.',
        chemicals: [],
      },
      {
        type: 'closed-loop',
        name: 'Hot Water Heating Loop',
        manufacturer: 'Lochinvar',
        model: 'Crest boiler loop',
        location: 'Mechanical Room',
        flowRate: 400,
        annualRuntime: 5000,
        systemLoad: 50,
        totalWaterVolume: 2500,
        chemicals: [
          ['Nitrite / molybdate inhibitor', 'Closed-loop corrosion inhibitor, batch fed by pot feeder'],
        ],
      },
    ],
    waterQuality: {
      ph: 8.1,
      conductivity: 450,
      hardness: 150,
      alkalinity: 110,
      silica: 10,
      iron: 0.1,
      chlorides: 45,
      notes: 'Copper not tested: sample kit ran out.',
    },
    observations: {
      systemObservations:
        'Heating loop make-up meter shows about 40 gallons a week, which suggests a small leak.',
      recommendations:
        'Find and repair the loop leak; test inhibitor levels monthly during the heating season.',
      followUpTasks: 'Finish the chiller condenser survey and take a copper sample.',
      followUpDate: null,
    },
  };
}

/** The hospital's proposed chemical program; `idsOf` maps system names to their ids. */
export function demoProgram(idsOf: (...names: string[]) => number[]) {
  const towers = idsOf('Cooling Tower CT-1', 'Cooling Tower CT-2');
  return [
    {
      name: 'Scale & corrosion inhibitor',
      type: 'treatment',
      treatmentRate: 2.5,
      rateUnit: 'lbs/1000gal',
      density: 1.15,
      unitCost: 2.85,
      priceUnit: 'pound',
      systemIds: towers,
    },
    {
      name: 'Sodium hypochlorite 12.5%',
      type: 'biocide',
      treatmentRate: 1.5,
      rateUnit: 'ppm/1000gal',
      density: 10.1,
      unitCost: 3.4,
      priceUnit: 'gallon',
      systemIds: towers,
    },
    {
      name: 'Catalyzed sodium sulfite',
      type: 'oxygen scavenger',
      treatmentRate: 0.8,
      rateUnit: 'lbs/1000gal',
      density: 10.2,
      unitCost: 9.5,
      priceUnit: 'gallon',
      systemIds: idsOf('Steam Boiler B-1'),
    },
    {
      name: 'Neutralizing amine',
      type: 'condensate',
      treatmentRate: 0.25,
      rateUnit: 'gal/day',
      density: 8.4,
      unitCost: 14.75,
      priceUnit: 'gallon',
      systemIds: idsOf('Condensate Return Unit'),
    },
  ];
}
