import { Calculator, ClipboardList, Sparkles, Wrench } from 'lucide-react';
import { type Feature, FeatureSection } from './feature-section.tsx';
import { ChemicalCostMockup } from './mockups/chemical-cost-mockup.tsx';
import { EquipmentListMockup } from './mockups/equipment-list-mockup.tsx';
import { ProposalMockup } from './mockups/proposal-mockup.tsx';
import { SurveyWizardMockup } from './mockups/survey-wizard-mockup.tsx';

const FEATURES: Feature[] = [
  {
    title: 'Facility Surveys',
    lead: 'Walk the plant once and leave with everything. A four-step wizard takes you from facility details to systems, water quality and observations — and saves as you go.',
    icon: ClipboardList,
    points: [
      'Site contacts, industry and the current vendor captured up front',
      'Conductivity, pH, hardness, alkalinity, silica, iron, copper and chlorides with the right units',
      'A print-ready survey report before you are back at the truck',
    ],
    mockup: <SurveyWizardMockup />,
  },
  {
    title: 'Equipment Tracking',
    lead: 'Every cooling tower, boiler, chiller, closed loop and softener on one list, grouped by location, with the specs you need to size a program.',
    icon: Wrench,
    points: [
      'Capacity, flow rate, operating pressure, runtime, load and bleed setpoint per system',
      'Photos straight from your phone, attached to the unit they show',
      'The chemicals currently in use, so you know exactly what you are replacing',
    ],
    mockup: <EquipmentListMockup />,
  },
  {
    title: 'Chemical Usage & Price Calculation',
    lead: 'Know the annual cost before you quote it. Make-up water is worked out from evaporation, drift and blowdown at the cycles of concentration you measured.',
    icon: Calculator,
    points: [
      'Treatment rates in lbs/1000gal, ppm, ml/min or gal/day, priced per pound or per gallon',
      'Annual pounds, gallons and cost for each chemical, totalled for the whole program',
      'Cooling tower, boiler, chiller and closed-loop demand calculated the same way every time',
    ],
    mockup: <ChemicalCostMockup />,
  },
  {
    title: 'AI Proposal Generation',
    lead: 'Turn a finished survey into a proposal in minutes. Upload the customer’s RFP and the proposal is written around their requirements, your data and your numbers.',
    icon: Sparkles,
    points: [
      'RFP analysis pulls out requirements, site details and numeric targets',
      'Proposal text built from the survey, the equipment and the calculated program',
      'A polished PDF to send the same day',
    ],
    mockup: <ProposalMockup />,
  },
];

/** The features section (id="features", the See More target) with its four feature rows. */
export function Features() {
  return (
    <section
      id="features"
      data-testid="features"
      aria-labelledby="features-title"
      className="scroll-mt-16 overflow-x-clip bg-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Features</p>
          <h2
            id="features-title"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            From site walk-through to signed proposal
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            One tool for the survey, the math and the paperwork — built for water-treatment reps who would
            rather be in front of customers than spreadsheets.
          </p>
        </div>
        <div className="mt-16 grid gap-20 sm:mt-20 sm:gap-28">
          {FEATURES.map((feature, index) => (
            <FeatureSection key={feature.title} feature={feature} index={index} />
          ))}
        </div>
      </div>
    </section>
  );
}
