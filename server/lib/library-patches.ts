// The places that reach into a library's internals for speed (decisions 027-029), each with a name, so that
// `npm run bench:library-patches` can measure it against the plain library: AQS_PLAIN_LIBRARIES lists the ones to
// leave out ("pdf-streams,pdf-glyphs", or "all"). Only that bench sets it; unset, every patch is on. What each one
// bought and why it is kept: docs/decisions/038-one-way-for-each-job.md, "Library internals, measured again".

// The patches, by name:
// - pdf-streams: pdfkit's streams written in batches and deflated at level 1 (pdf/compression.ts);
// - pdf-fonts: the embedded fonts parsed once per process with shared word layouts (pdf/fonts.ts);
// - pdf-glyphs: fontkit's subset takes glyphs from per-process records (pdf/glyph-cache.ts);
// - helmet-headers: helmet's headers worked out once, not by its middleware on every answer (plugins/security.ts);
// - pglite-parsers: Drizzle's queries on PGlite without a per-query parser table (db/pglite-drizzle.ts; the bench
//   opens its database with openDatabase's `plainPglite` to leave it out).
export const LIBRARY_PATCHES = [
  'pdf-streams',
  'pdf-fonts',
  'pdf-glyphs',
  'helmet-headers',
  'pglite-parsers',
] as const;
export type LibraryPatch = (typeof LIBRARY_PATCHES)[number];

/** Whether the patch is on: always, unless AQS_PLAIN_LIBRARIES names it (or says "all"). */
export function isLibraryPatchOn(patch: LibraryPatch): boolean {
  const plain = process.env.AQS_PLAIN_LIBRARIES;
  if (!plain) return true;
  const names = plain.split(',').map((name) => name.trim());
  return !names.includes('all') && !names.includes(patch);
}
