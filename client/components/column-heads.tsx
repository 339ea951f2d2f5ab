/** A table's header cells: one `scope="col"` cell a label, all drawn alike. */
export function ColumnHeads({ labels, className }: { labels: readonly string[]; className: string }) {
  return labels.map((label) => (
    <th key={label} scope="col" className={className}>
      {label}
    </th>
  ));
}
