// Prints the water-chemistry result for a water test: `npm run water -- path/to/input.json`.
import { calculateWaterChemistry, WaterChemistryInputSchema } from '#shared/water/index.ts';
import { runJsonCommand } from './lib/json-command.ts';

await runJsonCommand({
  name: 'water',
  schema: WaterChemistryInputSchema,
  calculate: (input) => calculateWaterChemistry(input),
});
