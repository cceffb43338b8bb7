import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { cn } from '@/lib/cn';
import { DialogIsland } from '../../dialog-island';
import { ComparisonTable } from '../../tables';
import { BlockHeading, type BlockProps } from '../render-kit';

export function ComparisonBlock({ block, context }: BlockProps<'comparison'>) {
  const { shared } = context;
  const caption = context.text(block.title);
  const columns = block.columns.map((column) => ({ key: column.id, label: context.text(column.label) }));
  const figure = block.figure && { image: block.figure.image, alt: context.text(block.figure.alt), caption: context.text(block.figure.caption) };
  return (
    <>
      <BlockHeading block={block} context={context} />
      <ComparisonTable
        caption={caption}
        columns={columns}
        rows={block.rows.map((row) => ({ key: row.id, label: context.text(row.label), cells: row.cells.map((cell) => context.text(cell)) }))}
      />
      {figure && (
        <figure className="mx-auto mt-12 max-w-4xl">
          <DialogIsland
            title={caption}
            closeLabel={shared('close')}
            size="full"
            triggerLabel={`${shared('openFullScreen')}: ${figure.alt}`}
            triggerClassName="group relative block w-full cursor-zoom-in overflow-hidden rounded-card border border-border bg-card shadow-card focus-visible:outline-3 focus-visible:outline-ring"
            trigger={
              <>
                <Picture src={figure.image} alt={figure.alt} width={1600} height={900} className="h-auto w-full" />
                <span className="absolute end-4 top-4 grid size-11 place-items-center rounded-full bg-theme-primary/85 text-white transition-transform group-hover:scale-110">
                  <Icon name="expand" className="size-5" />
                </span>
              </>
            }
          >
            <Picture
              src={figure.image}
              alt={figure.alt}
              width={1600}
              height={900}
              className="mx-auto h-auto max-h-[75dvh] w-auto rounded-card bg-white"
            />
            <FigureLegend labels={columns.map((column) => column.label)} className="mx-auto mt-3 max-w-[calc(75dvh*16/9)] text-white" />
          </DialogIsland>
          <FigureLegend labels={columns.map((column) => column.label)} className="mt-3" />
          <figcaption className="mt-3 text-sm text-muted-foreground">{figure.caption}</figcaption>
        </figure>
      )}
    </>
  );
}

/**
 * The names of a diagram's columns under it: the diagram has no words of its own, its columns are the
 * table's, drawn left to right in both languages (so the names are too).
 */
function FigureLegend({ labels, className }: { labels: string[]; className?: string }) {
  return (
    <ol
      dir="ltr"
      aria-hidden="true"
      className={cn('grid text-center text-sm font-semibold', className)}
      style={{ gridTemplateColumns: `repeat(${labels.length}, 1fr)` }}
    >
      {labels.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ol>
  );
}
