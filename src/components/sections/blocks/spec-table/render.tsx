import { SearchableTable } from '../../searchable-table';
import { BlockActions, BlockHeading, type BlockProps } from '../render-kit';

export function SpecTableBlock({ block, context, onDark }: BlockProps<'specTable'>) {
  const { shared } = context;
  const total = block.rows.length;
  const filterLabel = (value: string) => {
    const filter = block.filters.find((candidate) => candidate.value === value);
    return filter ? context.text(filter.label) : value;
  };
  return (
    <>
      <BlockHeading block={block} context={context} />
      <SearchableTable
        id={block.id}
        caption={context.text(block.title)}
        columns={{
          label: context.text(block.columns.label),
          value: context.text(block.columns.value),
          category: context.text(block.columns.category),
        }}
        rows={block.rows.map((row) => ({
          id: row.id,
          category: row.category,
          categoryLabel: filterLabel(row.category),
          label: context.text(row.label),
          value: context.text(row.value),
        }))}
        legend={shared('filterLabel')}
        chips={block.filters.map((filter) => ({ value: filter.value, label: context.text(filter.label) }))}
        search={{
          label: shared('searchTable'),
          placeholder: shared('searchPlaceholder'),
          clear: shared('clearSearch'),
          counts: Array.from({ length: total + 1 }, (_, shown) => shared('tableCount', { shown, total: String(total) })),
          empty: shared('tableEmpty', { query: '\u0000' }),
        }}
      />
      <BlockActions actions={block.actions} context={context} className="mt-10" onDark={onDark} />
    </>
  );
}
