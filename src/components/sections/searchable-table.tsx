import { ChipFilter } from './card-grid';
import { TableSearchIsland } from './table-search-island';
import { FigureValue } from '@/components/ui/figure-value';

export type SearchableRow = { id: string; category: string; categoryLabel: string; label: string; value: string };

/**
 * A long specification table with category chips and a search box (spec part 2 §5: a row shows when its
 * category is chosen, or All, and the words appear in its capability or value). The chips are radio buttons
 * and a CSS rule, so they work without JavaScript and the page stays prerendered; the search box needs
 * JavaScript and is hidden without it, when the whole table shows.
 */
export function SearchableTable({
  id,
  caption,
  columns,
  rows,
  chips,
  legend,
  search,
}: {
  id: string;
  caption: string;
  columns: { label: string; value: string; category: string };
  rows: SearchableRow[];
  chips: { value: string; label: string }[];
  legend: string;
  search: { label: string; placeholder: string; clear: string; counts: string[]; empty: string };
}) {
  const tableId = `${id}-table`;
  return (
    <>
      <noscript>
        <style>{`[data-table-search="${id}"]{display:none}`}</style>
      </noscript>
      <div data-table-search={id}>
        <TableSearchIsland
          tableId={tableId}
          label={search.label}
          placeholder={search.placeholder}
          clearLabel={search.clear}
          counts={search.counts}
          empty={search.empty}
        />
      </div>
      <ChipFilter id={id} legend={legend} chips={chips}>
        <div className="overflow-hidden rounded-card border border-border bg-card shadow-card">
          <table id={tableId} className="w-full border-collapse text-start">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-(--area-soft)">
              <tr>
                <th scope="col" className="px-4 py-3.5 text-start text-sm font-bold sm:px-6">
                  {columns.label}
                </th>
                <th scope="col" className="px-4 py-3.5 text-start text-sm font-bold sm:px-6">
                  {columns.value}
                </th>
                <th scope="col" className="hidden px-6 py-3.5 text-start text-sm font-bold md:table-cell">
                  {columns.category}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-row="" data-category={row.category} className="border-t border-border align-top">
                  <th scope="row" className="w-2/5 px-4 py-3.5 text-start font-semibold sm:px-6">
                    {row.label}
                  </th>
                  <td className="px-4 py-3.5 text-muted-foreground sm:px-6">
                    <FigureValue value={row.value} />
                  </td>
                  <td className="hidden px-6 py-3.5 md:table-cell">
                    <span className="inline-flex rounded-full bg-(--area-soft) px-3 py-1 text-xs font-semibold whitespace-nowrap text-foreground">
                      {row.categoryLabel}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ChipFilter>
    </>
  );
}
