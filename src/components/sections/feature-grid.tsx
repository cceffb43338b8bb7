import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { cn } from '@/lib/cn';
import { icons, type IconName } from './icons';

/** `features` (short lines) show under the body in the cards style. */
export type FeatureItem = { id: string; icon?: IconName; title: string; body?: string; features?: string[] };

const columnClass = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** An icon in the area's soft tint: the one icon treatment of the library. */
export function IconBadge({ icon, className }: { icon?: IconName; className?: string }) {
  return (
    <span className={cn('icon-badge', className)}>
      <Icon name={icons[icon ?? 'sunMedium']} className="size-6" />
    </span>
  );
}

/**
 * Features in one of four shapes: bordered cards, icon rows, numbered steps, or a compact check list.
 * `image` puts artwork beside the list and check styles.
 */
export function FeatureGrid({
  items,
  style = 'cards',
  columns = 3,
  image,
  imageAlt = '',
}: {
  items: FeatureItem[];
  style?: 'cards' | 'list' | 'numbered' | 'checks';
  columns?: 2 | 3 | 4;
  image?: string;
  imageAlt?: string;
}) {
  const list =
    style === 'cards' ? (
      <ul className={cn('grid gap-5', columnClass[columns])}>
        {items.map((item) => (
          <li key={item.id} className="lift rounded-card border border-border bg-card p-6 shadow-card">
            <IconBadge icon={item.icon} />
            <h3 className="mt-5 text-h3 font-semibold text-foreground">{item.title}</h3>
            {item.body && <p className="mt-2 text-muted-foreground">{item.body}</p>}
            {item.features && item.features.length > 0 && (
              <ul className="mt-4 space-y-2 border-t border-border pt-4 text-sm">
                {item.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-(--area)" />
                    {feature}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    ) : style === 'numbered' ? (
      <ol className={cn('grid gap-x-8 gap-y-10', columnClass[columns])}>
        {items.map((item, index) => (
          <li key={item.id} className="border-t-2 border-(--area) pt-5 in-[.dark-band]:border-brand-accent">
            <span aria-hidden="true" className="block text-4xl font-bold text-(--area) tabular-nums in-[.dark-band]:text-brand-accent">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-3 text-h3 font-semibold">{item.title}</h3>
            {item.body && <p className="mt-2 text-muted-foreground in-[.dark-band]:text-white/80">{item.body}</p>}
          </li>
        ))}
      </ol>
    ) : style === 'checks' ? (
      <ul className={cn('grid gap-4', !image && columnClass[columns])}>
        {items.map((item) => (
          <li key={item.id} className="flex gap-3">
            <span className="mt-1 grid size-6 shrink-0 place-items-center rounded-full bg-(--area) text-white dark:text-brand-dark">
              <Icon name="check" className="size-4" />
            </span>
            <div>
              <h3 className="font-semibold">{item.title}</h3>
              {item.body && <p className="mt-1 text-muted-foreground in-[.dark-band]:text-white/80">{item.body}</p>}
            </div>
          </li>
        ))}
      </ul>
    ) : (
      <ul className={cn('grid gap-x-10 gap-y-8', !image && columnClass[Math.min(columns, 3) as 2 | 3])}>
        {items.map((item) => (
          <li key={item.id} className="flex gap-4">
            <IconBadge icon={item.icon} />
            <div>
              <h3 className="text-h3 font-semibold">{item.title}</h3>
              {item.body && <p className="mt-1 text-muted-foreground in-[.dark-band]:text-white/80">{item.body}</p>}
            </div>
          </li>
        ))}
      </ul>
    );

  if (!image) return list;
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div className="relative aspect-[4/3] overflow-hidden rounded-card border border-border bg-card shadow-card">
        <Picture src={image} alt={imageAlt} fill className="object-cover" />
      </div>
      {list}
    </div>
  );
}
