import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { cn } from '@/lib/cn';
import { IconBadge } from './feature-grid';
import type { IconName } from './icons';
import { FigureValue } from '@/components/ui/figure-value';

export type MediaRow = {
  id: string;
  title: string;
  subtitle?: string;
  body?: string;
  image?: string;
  /** What the picture shows, for those who cannot see it; empty for artwork that only decorates. */
  imageAlt?: string;
  icon?: IconName;
  features: string[];
  badges: { label: string; value: string }[];
};

/** Artwork and words side by side, the artwork changing sides row by row; each row may carry features and figure badges. */
export function MediaRows({ rows }: { rows: MediaRow[] }) {
  return (
    <div className="space-y-16 lg:space-y-24">
      {rows.map((row, index) => (
        <article key={row.id} id={row.id} aria-labelledby={`${row.id}-title`} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
          {row.image && (
            <div
              className={cn(
                'relative aspect-[4/3] overflow-hidden rounded-card border border-border bg-card shadow-card',
                index % 2 === 1 && 'lg:order-2',
              )}
            >
              <Picture src={row.image} alt={row.imageAlt ?? ''} fill className="object-cover" />
              {row.badges.length > 0 && (
                <dl className="absolute inset-x-4 bottom-4 flex flex-wrap gap-2">
                  {row.badges.map((badge) => (
                    <div key={badge.label} className="rounded-xl bg-card/95 px-4 py-2 shadow-card backdrop-blur">
                      <dt className="text-xs font-medium text-muted-foreground">{badge.label}</dt>
                      <dd className="font-bold text-(--area)">
                        <FigureValue value={badge.value} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
          )}
          <div>
            {row.icon && <IconBadge icon={row.icon} className="mb-5" />}
            {row.subtitle && <p className="eyebrow mb-2">{row.subtitle}</p>}
            <h3 id={`${row.id}-title`} className="text-h2 font-bold">
              {row.title}
            </h3>
            {row.body && <p className="mt-4 text-lg text-muted-foreground">{row.body}</p>}
            {row.features.length > 0 && (
              <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                {row.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-(--area-soft) text-(--area)">
                      <Icon name="check" className="size-4" />
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </article>
      ))}
    </div>
  );
}
