'use client';

import { Icon } from '@/components/ui/icon';
import { Artwork } from '@/components/ui/artwork';
import Link from 'next/link';
import { useRef, type ReactNode } from 'react';

export type DivisionDetail = {
  name: string;
  blurb: string;
  image: string;
  imageAlt?: string;
  exploreHref: string;
  exploreLabel: string;
  quoteHref: string;
  quoteLabel: string;
  closeLabel: string;
  stats: { value: string; label: string }[];
};

/**
 * A division card that is a plain link on larger screens; on phones it opens the division overlay
 * (spec §2.3) with the essentials and two next steps. Without JavaScript the link simply navigates.
 */
export function DivisionCardLink({
  href,
  className,
  detail,
  children,
}: {
  href: string;
  className: string;
  detail: DivisionDetail;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  return (
    <>
      <Link
        href={href}
        className={className}
        onClick={(event) => {
          if (window.matchMedia('(max-width: 767px)').matches && dialog.current) {
            event.preventDefault();
            dialog.current.showModal();
          }
        }}
      >
        {children}
      </Link>
      <dialog
        ref={dialog}
        aria-label={detail.name}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] overflow-hidden rounded-card bg-card p-0 text-foreground shadow-lift backdrop:bg-brand-dark/70"
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
      >
        <div className="relative">
          <Artwork src={detail.image} alt={detail.imageAlt ?? ''} width={800} height={600} className="aspect-[16/9] w-full object-cover" />
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={detail.closeLabel}
            className="absolute end-3 top-3 grid size-10 place-items-center rounded-full bg-black/50 text-white hover:bg-black/70"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <div className="space-y-4 p-5">
          <h2 className="text-h3 font-bold">{detail.name}</h2>
          <p className="text-muted-foreground">{detail.blurb}</p>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {detail.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-lg bg-muted p-2">
                <dt className="text-xs text-muted-foreground">{stat.label}</dt>
                <dd className="order-first text-lg font-bold text-primary">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid grid-cols-2 gap-3">
            <Link
              href={detail.exploreHref}
              className="flex h-11 items-center justify-center rounded-lg bg-primary text-sm font-semibold text-primary-foreground"
            >
              {detail.exploreLabel}
            </Link>
            <Link href={detail.quoteHref} className="flex h-11 items-center justify-center rounded-lg border border-border text-sm font-semibold">
              {detail.quoteLabel}
            </Link>
          </div>
        </div>
      </dialog>
    </>
  );
}
