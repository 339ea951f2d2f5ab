// What matters to each kind of facility: the built-in writer's wording follows the survey's industry.

/** How a proposal speaks to one industry. */
export interface IndustryVoice {
  /** The cover letter's second sentence: what the water systems mean to this facility. */
  stakes: string;
  /** The executive summary's framing of the program's aim. */
  aim: string;
  /** What the rep's service plan protects, in the facility's terms. */
  priorities: string[];
  /** A sentence on scheduling service around how the facility operates. */
  scheduling: string;
}

const VOICES: Record<string, IndustryVoice> = {
  healthcare: {
    stakes:
      'In a hospital, water treatment is part of patient safety: cooling towers and steam systems must run without interruption, and a facility water management program (ASHRAE Standard 188, CMS requirements for healthcare facilities) expects Legionella risk to be controlled and documented.',
    aim: 'keep patient-care systems running without interruption and document Legionella control for the facility’s water management program',
    priorities: [
      'Legionella control documented for the water management program and accreditation surveys',
      'steam for sterilizers, kitchen and humidification without interruption',
      'records kept ready for the Environment of Care team',
    ],
    scheduling:
      'Visits are scheduled with Facilities so that sampling and any blowdown work never disturb patient-care areas.',
  },
  education: {
    stakes:
      'In a school, the plant runs on the academic calendar: systems sit idle through breaks, when corrosion and biological growth take hold, and budgets are fixed a year ahead.',
    aim: 'protect equipment through seasonal shutdowns and start-ups at a predictable annual cost',
    priorities: [
      'seasonal lay-up and start-up of systems that stop over breaks',
      'a fixed annual budget the district can plan for',
      'safe chemical storage away from students and staff',
    ],
    scheduling:
      'Visits follow the school calendar, with lay-up before long breaks and a start-up check before classes resume.',
  },
  manufacturing: {
    stakes:
      'In manufacturing, cooling and steam capacity is production capacity: scale and fouling show up as lost throughput, higher energy use and unplanned downtime.',
    aim: 'protect heat-transfer capacity and uptime while controlling water and chemical spend',
    priorities: [
      'heat-transfer surfaces kept clean so production is never limited by cooling or steam',
      'early warning of upsets before they reach the process',
      'water and chemical use tracked against production',
    ],
    scheduling:
      'Visits are coordinated with production schedules, and shutdown inspections are planned with Maintenance.',
  },
  commercial: {
    stakes:
      'In an office building, tenant comfort and operating cost are the measures: a scaled condenser raises chiller energy use, and an uncontrolled cooling tower is a Legionella liability for the owner.',
    aim: 'keep tenants comfortable at the lowest energy and water cost, with Legionella risk controlled',
    priorities: [
      'chiller efficiency protected by clean condenser tubes',
      'Legionella risk controlled and documented for the owner',
      'water use kept down where the utility charges by the gallon',
    ],
    scheduling: 'Visits are made during building hours and coordinated with the chief engineer.',
  },
  hospitality: {
    stakes:
      'For a hotel, guest comfort and guest safety come first: cooling towers and hot-water systems must stay free of Legionella, and equipment must run without interruption through peak occupancy.',
    aim: 'protect guests and keep the plant running through peak occupancy',
    priorities: [
      'Legionella control documented for guest safety',
      'comfort systems that never fail during peak occupancy',
      'service done out of guests’ sight',
    ],
    scheduling: 'Visits avoid check-in and check-out peaks and are coordinated with the engineering manager.',
  },
  retail: {
    stakes:
      'For a retail site, the HVAC plant has one job: keep the sales floor comfortable during trading hours at the lowest operating cost.',
    aim: 'keep the sales floor comfortable through trading hours at the lowest operating cost',
    priorities: [
      'comfort cooling that holds up on the busiest trading days',
      'operating cost kept low and predictable',
      'service visits that do not disturb shoppers',
    ],
    scheduling: 'Visits are made before opening or during quiet trading hours.',
  },
};

const GENERAL: IndustryVoice = {
  stakes:
    'Well-treated water systems run longer, use less energy and water, and keep the people who work around them safe.',
  aim: 'protect equipment, control water and chemical use, and keep the systems safe',
  priorities: [
    'scale, corrosion and microbiological growth kept under control',
    'water and chemical use tracked',
    'clear records after every visit',
  ],
  scheduling: 'Visits are scheduled with the facility’s maintenance team.',
};

// The systems a sentence speaks of: it is said only when the survey recorded such a system (no "steam for
// sterilizers" in a one-tower proposal; decision 037).
const NEEDS: [RegExp, string[]][] = [
  [/steam|sterili[sz]er|boiler|humidification/i, ['boiler', 'feed-water-tank', 'condensate-return']],
  [/chiller|condenser/i, ['chiller', 'evaporative-condenser', 'cooling-tower']],
  [/cooling tower/i, ['cooling-tower', 'evaporative-condenser']],
];

function fits(sentence: string, systemTypes: ReadonlySet<string>): boolean {
  return NEEDS.every(
    ([words, types]) => !words.test(sentence) || types.some((type) => systemTypes.has(type)),
  );
}

/**
 * The voice for a survey's industry type (a general one for any other), keeping only sentences about systems
 * the survey recorded.
 */
export function industryVoice(industryType: string, systemTypes: readonly string[]): IndustryVoice {
  const voice = VOICES[industryType] ?? GENERAL;
  const types = new Set(systemTypes);
  const priorities = voice.priorities.filter((priority) => fits(priority, types));
  return {
    ...voice,
    stakes: fits(voice.stakes, types) ? voice.stakes : GENERAL.stakes,
    aim: fits(voice.aim, types) ? voice.aim : GENERAL.aim,
    priorities: priorities.length ? priorities : GENERAL.priorities,
  };
}
