import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import Link from 'next/link';
import { cn } from '@/lib/cn';
import { IconBadge } from './feature-grid';
import type { IconName } from './icons';
import { FigureValue } from '@/components/ui/figure-value';

export type CardItem = {
  id: string;
  title: string;
  body?: string;
  image?: string;
  /** What the picture shows, for those who cannot see it; empty for artwork that only decorates. */
  imageAlt?: string;
  icon?: IconName;
  href?: string;
  /** Filter category id and its label. */
  category?: string;
  categoryLabel?: string;
  features?: string[];
  /** Name/value figures, shown as a short list under the words. */
  figures?: { id: string; label: string; value: string }[];
  highlight?: boolean;
  /** Links listed under the words, each a full-width row (a comfortable target on phones). */
  links?: { id: string; href: string; label: string }[];
};

const columnClass = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/**
 * Cards with artwork or an icon; a card with a link is clickable as a whole, its title being the link.
 * A highlighted card takes the whole row, its artwork beside the words on wide screens.
 */
export function CardGrid({ items, columns = 3, linkLabel }: { items: CardItem[]; columns?: 2 | 3 | 4; linkLabel?: string }) {
  return (
    <ul className={cn('grid gap-6', columnClass[columns])}>
      {items.map((item) => (
        <li
          key={item.id}
          data-category={item.category}
          className={cn(
            'lift group relative flex flex-col overflow-hidden rounded-card border bg-card shadow-card',
            item.highlight ? 'border-(--area) ring-1 ring-(--area) sm:col-span-full lg:flex-row' : 'border-border',
          )}
        >
          {item.image ? (
            <div
              className={cn('relative aspect-[16/10] overflow-hidden bg-muted', item.highlight && 'lg:aspect-auto lg:min-h-80 lg:w-1/2 lg:shrink-0')}
            >
              <Picture
                src={item.image}
                alt={item.imageAlt ?? ''}
                fill
                className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
              />
            </div>
          ) : null}
          <div className={cn('flex flex-1 flex-col p-6', item.highlight && 'lg:justify-center lg:p-10')}>
            {!item.image && item.icon && <IconBadge icon={item.icon} className="mb-5" />}
            {item.categoryLabel && <p className="eyebrow mb-2 text-xs">{item.categoryLabel}</p>}
            <h3 className="text-h3 font-semibold text-foreground">
              <CardTitle title={item.title} href={item.href} />
            </h3>
            {item.body && <p className="mt-2 text-muted-foreground">{item.body}</p>}
            {item.features && item.features.length > 0 && (
              <ul className="mt-4 space-y-2 text-sm">
                {item.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-(--area)" />
                    {feature}
                  </li>
                ))}
              </ul>
            )}
            {item.figures && item.figures.length > 0 && (
              <dl className="mt-5 divide-y divide-border border-t border-border">
                {item.figures.map((figure) => (
                  <div key={figure.id} className="flex items-baseline justify-between gap-4 py-3">
                    <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                    <dd className="shrink-0 text-2xl font-bold text-(--area)">
                      <FigureValue value={figure.value} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {item.links && item.links.length > 0 && (
              <ul className="mt-4 divide-y divide-border border-t border-border">
                {item.links.map((link) => (
                  <li key={link.id}>
                    <Link
                      href={link.href}
                      className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm font-medium text-foreground hover:text-(--area) focus-visible:outline-3 focus-visible:outline-ring"
                    >
                      {link.label}
                      <Icon name="chevron-right" className="flip-rtl size-4 shrink-0 text-(--area)" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {item.href && linkLabel && <CardMore label={linkLabel} className="pt-5" />}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A card's title; with `href` it is the link, stretched over the whole card (the card's `li` is `relative`). */
export function CardTitle({ title, href }: { title: string; href?: string }) {
  if (!href) return title;
  return (
    <Link href={href} className="stretched-link">
      {title}
    </Link>
  );
}

/** The "Learn more" line at the foot of a linked card (decorative: the title is the link). */
export function CardMore({ label, className }: { label: string; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('card-more', className)}>
      {label}
      <Icon name="arrow-right" className="flip-rtl arrow-nudge" />
    </span>
  );
}

/**
 * Filter chips over a card grid, without JavaScript: the chips are radio buttons and a generated rule
 * hides the cards of other categories (`:has()`), so the page stays prerendered and works with scripts off.
 */
export function ChipFilter({
  id,
  legend,
  chips,
  children,
}: {
  id: string;
  legend: string;
  chips: { value: string; label: string }[];
  children: React.ReactNode;
}) {
  const rules = chips
    .filter((chip) => chip.value !== 'all')
    .map(
      (chip) => `[data-chips="${id}"]:has(input[value="${chip.value}"]:checked) [data-category]:not([data-category="${chip.value}"]){display:none}`,
    )
    .join('');
  return (
    <div data-chips={id}>
      <style>{rules}</style>
      <fieldset className="mb-8">
        <legend className="sr-only">{legend}</legend>
        <div className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <label key={chip.value} className="inline-flex cursor-pointer">
              <input type="radio" name={`${id}-filter`} value={chip.value} defaultChecked={chip.value === 'all'} className="peer sr-only" />
              <span className="inline-flex h-10 items-center rounded-full border border-border bg-card px-4 text-sm font-semibold text-foreground transition-colors peer-checked:border-(--area) peer-checked:bg-(--area) peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:border-(--area) dark:peer-checked:text-brand-dark">
                {chip.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {children}
    </div>
  );
}
