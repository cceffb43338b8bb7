/** A staff table's header row: one column heading per label, in reading order (start-aligned in both directions). */
export function TableHead({ headings }: { headings: readonly string[] }) {
  return (
    <thead className="bg-muted text-xs text-muted-foreground">
      <tr>
        {headings.map((heading) => (
          <th key={heading} scope="col" className="px-4 py-3 text-start font-semibold">
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
