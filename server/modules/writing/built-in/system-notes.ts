// What each kind of system needs from a treatment program, and what is tested on a service visit.

/** The built-in writer's knowledge of one system type. */
export interface SystemNote {
  /** Why this system needs treatment and what the program does for it. */
  concern: string;
  /** Tests made at each service visit. */
  tests: string[];
}

const NOTES: Record<string, SystemNote> = {
  'cooling-tower': {
    concern:
      'Evaporation concentrates the minerals of the make-up water. The program holds cycles of concentration at the bleed setpoint and balances scale, corrosion and microbiological control, including Legionella.',
    tests: [
      'conductivity and cycles of concentration, with the controller checked against a calibrated meter',
      'pH and inhibitor residual',
      'oxidizing biocide residual and a microbiological dip slide',
    ],
  },
  'evaporative-condenser': {
    concern:
      'The coil is wetted by recirculating water that concentrates as it evaporates; scale on the coil raises condensing pressure and energy use, so cycles and biological growth are controlled together.',
    tests: [
      'conductivity and cycles of concentration',
      'pH and inhibitor residual',
      'biocide residual and a microbiological dip slide',
    ],
  },
  boiler: {
    concern:
      'Dissolved oxygen pits boiler tubes, hardness scales heat-transfer surfaces and carbon dioxide in the steam corrodes condensate lines; the program removes oxygen, conditions hardness and protects the return system.',
    tests: [
      'boiler water conductivity and blowdown rate',
      'alkalinity and oxygen scavenger residual',
      'feedwater hardness',
    ],
  },
  chiller: {
    concern:
      'Condenser tubes foul when the condenser water is out of balance; fouled tubes raise head pressure and energy use, so condenser water chemistry is held within its limits.',
    tests: ['condenser water conductivity and pH', 'tube condition reviewed at each annual inspection'],
  },
  'closed-loop': {
    concern:
      'A closed loop needs little make-up water; the inhibitor level is what protects it, and every gallon of make-up dilutes it, so leaks are found early.',
    tests: [
      'inhibitor residual (nitrite or molybdate)',
      'pH, conductivity and iron',
      'make-up meter reading',
    ],
  },
  'condensate-return': {
    concern:
      'Returned condensate saves water, heat and chemicals, and its flow is credited against the make-up water; it is protected from carbonic-acid corrosion.',
    tests: ['condensate pH and iron'],
  },
  softener: {
    concern:
      'The softener keeps hardness out of the boiler; hardness leaking through is the first sign of a resin or regeneration problem.',
    tests: ['softened water hardness', 'brine tank salt level'],
  },
  'feed-water-tank': {
    concern:
      'The deaerator removes most dissolved oxygen before the scavenger takes out the rest, so its temperature and venting are watched.',
    tests: ['deaerator temperature and venting', 'scavenger residual in the feedwater'],
  },
};

/** The note for a system type; null for types the writer does not know. */
export function systemNote(type: string): SystemNote | null {
  return NOTES[type] ?? null;
}
