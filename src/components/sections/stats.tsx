import { cn } from '@/lib/cn';
import { FigureValue } from '@/components/ui/figure-value';

export type StatItem = { id: string; value: string; label: string; body?: string };

/** Figures with their labels; a figure is isolated so "99.9%" or "1.2 MW" never reads backwards in Arabic. */
export function StatGrid({ items, className }: { items: StatItem[]; className?: string }) {
  const columns =
    items.length === 1
      ? 'sm:grid-cols-1'
      : items.length === 3
        ? 'sm:grid-cols-2 lg:grid-cols-3'
        : items.length === 2
          ? 'sm:grid-cols-2'
          : 'sm:grid-cols-2 lg:grid-cols-4';
  return (
    <dl
      className={cn(
        'grid gap-px overflow-hidden rounded-card border border-border bg-border in-[.dark-band]:border-white/15 in-[.dark-band]:bg-white/15',
        columns,
        className,
      )}
    >
      {items.map((item) => (
        <div key={item.id} className="flex flex-col gap-2 bg-card p-6 in-[.dark-band]:bg-theme-primary">
          <dt className="order-2 font-semibold text-foreground in-[.dark-band]:text-white">{item.label}</dt>
          <dd className="order-1 text-4xl font-bold text-(--area) tabular-nums in-[.dark-band]:text-brand-accent">
            <FigureValue value={item.value} />
          </dd>
          {item.body && <dd className="order-3 text-sm text-muted-foreground in-[.dark-band]:text-white/75">{item.body}</dd>}
        </div>
      ))}
    </dl>
  );
}
