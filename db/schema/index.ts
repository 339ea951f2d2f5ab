export * from './company.ts';
export * from './payments.ts';
export * from './price-book.ts';
export * from './proposals.ts';
export * from './surveys.ts';
export * from './sync.ts';
export * from './users.ts';
export * from './water.ts';
