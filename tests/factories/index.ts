// The one import entry for test data (docs/decisions/021-guard-rails.md): database rows that build their own
// parents, API records and calculation-engine inputs. Tests import from here, never from the files behind it.
export * from './api-records.ts';
export * from './calc-inputs.ts';
export * from './payments.ts';
export * from './price-book.ts';
export * from './proposals.ts';
export * from './service-plan.ts';
export * from './surveys.ts';
export * from './users.ts';
export * from './water-tests.ts';
