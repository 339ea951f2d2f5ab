/** Water test results of the water-chemistry contract's worked examples (tests/fixtures/water-chemistry-examples.json). */

/**
 * Worked example 3: TDS and calcium hardness measured, no sample temperature (77 °F is assumed). The fields of
 * a water test row, for the engine and for the API alike.
 */
export const WORKED_EXAMPLE_3 = {
  ph: 8.1,
  conductivity: 291,
  hardness: 307,
  alkalinity: 106,
  calciumHardness: 207,
  tds: 111,
  chlorides: 85,
  sulfate: 121,
  silica: 11.4,
  temperatureF: null,
} as const;
