/** Where a reliability section runs: the embedded PGlite (a fresh data folder) or PostgreSQL at a URL. */
export interface ReliabilityTarget {
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL: a server the section may create and drop its own databases on. */
  databaseUrl?: string;
}

/** Figures a section prints, by label (for example `{ 'fuzzed requests': 5000, '5xx answers': 0 }`). */
export type ReliabilityFigures = Record<string, number | string>;

/** One measurement of `npm run reliability`, run once per database. */
export type ReliabilitySection = (target: ReliabilityTarget) => Promise<ReliabilityFigures>;
