/**
 * A row's fields as the API sends them: dates as ISO strings, without the per-field change times (decision 041),
 * which are the server's; a nullable answer's schema is checked whole, so an extra field would fail it.
 */
export function presentSynced<R extends { fieldChangedAt: unknown; createdAt: Date; updatedAt: Date }>(
  row: R,
) {
  const { fieldChangedAt: _times, ...fields } = row;
  return { ...fields, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
