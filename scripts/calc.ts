// Prints the calculation result for an input file: `npm run calc -- path/to/input.json`.

import { calculateProgram } from '#shared/calc/index.ts';
import { ProgramInputSchema } from '#shared/calc/input-schema.ts';
import { runJsonCommand } from './lib/json-command.ts';

await runJsonCommand({
  name: 'calc',
  schema: ProgramInputSchema,
  calculate: (input) => calculateProgram(input),
});
