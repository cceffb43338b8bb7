import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type Tone = 'plain' | 'muted' | 'dark' | 'accent';

const toneClass: Record<Tone, string> = {
  plain: 'bg-background text-foreground',
  muted: 'bg-muted text-foreground',
  dark: 'dark-band bg-theme-primary text-white',
  accent: 'bg-linear-to-br from-(--area-soft) to-background text-foreground dark:from-(--area-soft)/60',
};

/**
 * One band of a page: full-width background, the site container, generous rhythm, and a gentle fade-in
 * the first time it scrolls into view (CSS only; none under reduced motion). A `bare` band holds its content as it
 * is, for content that draws its own container and rhythm (or bands of its own).
 */
export function Section({
  id,
  tone = 'plain',
  labelledBy,
  bare = false,
  className,
  children,
}: {
  id?: string;
  tone?: Tone;
  labelledBy?: string;
  bare?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={toneClass[tone]}>
      {bare ? children : <div className={cn('reveal mx-auto max-w-site px-4 py-16 sm:px-6 lg:py-24', className)}>{children}</div>}
    </section>
  );
}

/** Eyebrow, title and lead of a section; the title carries the id the section is labelled by. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'start',
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
  className?: string;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="eyebrow mb-3 in-[.dark-band]:text-brand-accent">{eyebrow}</p>}
      <h2 id={id} className="text-h1 font-bold text-balance">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-muted-foreground in-[.dark-band]:text-white/80">{lead}</p>}
    </div>
  );
}

/** Paragraphs of a section body. */
export function Paragraphs({ paragraphs, className }: { paragraphs: string[]; className?: string }) {
  return (
    <div className={cn('space-y-4 text-lg leading-relaxed text-muted-foreground in-[.dark-band]:text-white/80', className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
