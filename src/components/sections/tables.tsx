import { cn } from '@/lib/cn';

/** A comparison table: features down the side, options across; scrolls sideways on phones with the feature column pinned. */
export function ComparisonTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: { key: string; label: string }[];
  rows: { key: string; label: string; cells: string[] }[];
}) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-card border border-border bg-card shadow-card">
      <table className="w-full min-w-[40rem] border-collapse text-start">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-(--area-soft)">
            <th scope="col" className="sticky start-0 bg-(--area-soft) px-5 py-4 text-start text-sm font-semibold">
              <span className="sr-only">{caption}</span>
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-5 py-4 text-start text-sm font-bold text-foreground">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-border">
              <th scope="row" className="sticky start-0 bg-card px-5 py-4 text-start font-semibold">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={columns[index]!.key} className="px-5 py-4 text-muted-foreground">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Label/value specifications as a real table, split into two tables side by side from medium screens. */
export function SpecTable({
  caption,
  rows,
  className,
}: {
  caption: string;
  rows: { key: string; label: string; value: string }[];
  className?: string;
}) {
  const half = Math.ceil(rows.length / 2);
  const halves = [rows.slice(0, half), rows.slice(half)].filter((part) => part.length > 0);
  return (
    <div className={cn('grid gap-x-8 md:grid-cols-2', className)}>
      {halves.map((part, index) => (
        <table key={index} className="w-full border-collapse text-start">
          <caption className={cn('sr-only')}>{caption}</caption>
          <tbody>
            {part.map((row) => (
              <tr key={row.key} className="border-b border-border">
                <th scope="row" className="spec-term">
                  {row.label}
                </th>
                <td className="spec-value">
                  <bdi>{row.value}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
