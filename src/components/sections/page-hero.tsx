import type { ReactNode } from 'react';
import { Picture } from '@/components/ui/picture';

/**
 * Hero of an inner page: the page's illustration behind eyebrow, title, lead and buttons, across the full width.
 * Half the viewport high at most (spec §9).
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  actions,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  image: string;
  actions?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-theme-primary text-white">
      <Picture src={image} alt="" fill preload className="-z-20 object-cover opacity-45" />
      <div className="absolute inset-0 -z-10 bg-linear-to-r rtl:bg-linear-to-l from-theme-secondary via-theme-primary/85 to-theme-primary/20" />
      <div className="mx-auto flex min-h-[min(50vh,32rem)] max-w-site flex-col justify-center gap-5 px-4 py-16 sm:px-6">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-accent uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-h1 font-bold text-balance">{title}</h1>
        {lead && <p className="max-w-2xl text-lg text-white/85">{lead}</p>}
        {actions}
      </div>
    </section>
  );
}
