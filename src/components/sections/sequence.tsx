import { Icon } from '@/components/ui/icon';
import { IconBadge } from './feature-grid';
import type { IconName } from './icons';
import { FigureValue } from '@/components/ui/figure-value';

export type StepItem = { id: string; title: string; body?: string; icon?: IconName };

/** A process in order: numbered steps joined by a line (across on wide screens, down on phones). */
export function Steps({ items }: { items: StepItem[] }) {
  const columns = items.length >= 5 ? 'lg:grid-cols-5' : items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ol className={`relative grid gap-8 ${columns}`}>
      {items.map((item, index) => (
        <li key={item.id} className="relative flex gap-4 lg:flex-col">
          {index < items.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute start-6 top-14 bottom-[-2rem] w-px bg-(--area)/40 lg:start-16 lg:end-[-2rem] lg:top-6 lg:bottom-auto lg:h-px lg:w-auto"
            />
          )}
          <span className="relative z-10 grid size-12 shrink-0 place-items-center rounded-full bg-(--area) text-lg font-bold text-white tabular-nums shadow-card dark:text-brand-dark">
            {index + 1}
          </span>
          <div>
            <h3 className="text-h3 font-semibold">{item.title}</h3>
            {item.body && <p className="mt-2 text-muted-foreground in-[.dark-band]:text-white/80">{item.body}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

export type TimelineItem = { id: string; year: string; title: string; body?: string };

/** Milestones down a line, each with its year. */
export function Timeline({ items }: { items: TimelineItem[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl border-s-2 border-(--area)/40 ps-8">
      {items.map((item) => (
        <li key={item.id} className="relative pb-10 last:pb-0">
          <span aria-hidden="true" className="absolute -start-[2.6rem] top-1 size-4 rounded-full border-4 border-background bg-(--area)" />
          <p className="text-sm font-bold text-(--area) tabular-nums">{item.year}</p>
          <h3 className="mt-1 text-h3 font-semibold">{item.title}</h3>
          {item.body && <p className="mt-2 text-muted-foreground">{item.body}</p>}
        </li>
      ))}
    </ol>
  );
}

export type TestimonialItem = { id: string; quote: string; role: string; company: string };

/** Quotes from customers, kept anonymous: the speaker's role and the kind of company. */
export function Testimonials({ items }: { items: TestimonialItem[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <figure className="flex h-full flex-col rounded-card border border-border bg-card p-7 shadow-card">
            <Icon name="quote" className="flip-rtl size-8 text-(--area)" />
            <blockquote className="mt-4 flex-1 text-lg leading-relaxed">{item.quote}</blockquote>
            <figcaption className="mt-6 border-t border-border pt-4">
              <span className="block font-semibold">{item.role}</span>
              <span className="block text-sm text-muted-foreground">{item.company}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export type Reading = { id: string; label: string; value: string; status?: 'normal' | 'success'; icon?: IconName };

/** A static system panel: readings with a status light, laid out like a monitoring screen. */
export function Dashboard({ title, readings, note }: { title: string; readings: Reading[]; note?: string }) {
  return (
    <figure className="rounded-[1.5rem] border border-white/10 bg-theme-secondary p-6 text-white shadow-lift sm:p-8">
      <figcaption className="flex items-center justify-between gap-4 border-b border-white/10 pb-4">
        <span className="font-semibold">{title}</span>
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-emerald-400" />
          <span className="size-2.5 rounded-full bg-brand-accent" />
          <span className="size-2.5 rounded-full bg-white/30" />
        </span>
      </figcaption>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {readings.map((reading) => (
          <li key={reading.id} className="flex items-center gap-4 rounded-xl bg-white/5 p-4">
            {reading.icon && <IconBadge icon={reading.icon} className="size-10 bg-white/10 text-brand-accent" />}
            <div className="min-w-0 flex-1">
              <p className="text-sm text-white/75">{reading.label}</p>
              <p className="text-2xl font-bold tabular-nums">
                <FigureValue value={reading.value} />
              </p>
            </div>
            <span
              aria-hidden="true"
              className={
                reading.status === 'success'
                  ? 'size-3 rounded-full bg-emerald-400 shadow-[0_0_12px] shadow-emerald-400'
                  : 'size-3 rounded-full bg-brand-accent/70'
              }
            />
          </li>
        ))}
      </ul>
      {note && <p className="mt-5 text-sm text-white/70">{note}</p>}
    </figure>
  );
}
