import { cn } from '@/lib/cn';
import { FigureValue } from '@/components/ui/figure-value';

/**
 * A comparison table: features down the side, options across. On phones (below 640 px) each feature becomes a
 * block, its name above one line per option with the option's name beside its value, so no option is ever
 * off-screen; from 640 px the options have room side by side. The explicit roles keep the table's semantics
 * for screen readers once CSS has changed its display; the option names beside the values are for the eye only,
 * since screen readers announce the column headers.
 */
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
    <div className="overflow-hidden rounded-card border border-border bg-card shadow-card">
      <table role="table" className="w-full border-collapse text-start max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row" className="bg-(--area-soft)">
            <th role="columnheader" scope="col" className="px-5 py-4 text-start text-sm font-semibold">
              <span className="sr-only">{caption}</span>
            </th>
            {columns.map((column) => (
              <th role="columnheader" key={column.key} scope="col" className="px-5 py-4 text-start text-sm font-bold text-foreground">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block">
          {rows.map((row) => (
            <tr role="row" key={row.key} className="border-t border-border max-sm:block max-sm:px-5 max-sm:py-4 max-sm:first:border-t-0">
              <th role="rowheader" scope="row" className="text-start font-semibold max-sm:mb-2 max-sm:block sm:px-5 sm:py-4">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  role="cell"
                  key={columns[index]!.key}
                  className="text-muted-foreground max-sm:grid max-sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] max-sm:items-baseline max-sm:gap-3 max-sm:py-1.5 sm:px-5 sm:py-4"
                >
                  <span aria-hidden="true" className="text-sm font-semibold text-foreground sm:hidden">
                    {columns[index]!.label}
                  </span>
                  <span>{cell}</span>
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
                  <FigureValue value={row.value} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
