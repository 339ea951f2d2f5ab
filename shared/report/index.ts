export * from './cycles.ts';
export * from './fields.ts';
export * from './format.ts';
export * from './scale-corrosion.ts';
export * from './systems.ts';
export * from './water-quality.ts';
