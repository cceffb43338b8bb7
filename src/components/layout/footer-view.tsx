'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Artwork } from '@/components/ui/artwork';
import { Icon } from '@/components/ui/icon';
import { BrandLogo, type BrandArea } from './brand-logo';
import { CurrentYear } from './current-year';
import { SocialLinkList, type SocialLink } from './social-link-list';
import { FigureValue } from '@/components/ui/figure-value';

type FooterLink = { href: string; label: string };

/** Everything the footer says, resolved on the server for the page's area and language (`site-footer.tsx`). */
export type FooterContent = {
  brand: { area: BrandArea; href: string; name: string; tagline: string; about: string };
  social: { label: string; links: SocialLink[] };
  columns: { label: string; links: FooterLink[] }[];
  contact: { email: string; phone: string; phoneHref: string; mapUrl: string; location: string; opensInNewTab: string };
  seals: { label: string; items: { src: string; alt: string; standard?: string }[] };
  legal: { owner: string; rights: string; links: FooterLink[] };
  /** The group's figures and sectors, shown while no partner logos are configured. */
  trust?: { title: string; figures: { key: string; label: string; value: string }[]; sectors: string };
};

/**
 * The footer's markup (spec part 1 §2.2), drawn from plain data. A client component on purpose: the footer is on
 * every page, and as a server component its whole tree was written twice into each page, in the HTML and again in
 * the script payload React hydrates from (some 13 KB); as a client component the payload carries only this data and
 * the markup ships once, in a script every page shares and the browser caches.
 */
export function FooterView({ content, partners }: { content: FooterContent; partners?: ReactNode }) {
  const { brand, social, columns, contact, seals, legal, trust } = content;
  return (
    <footer className="mt-auto bg-theme-secondary text-white/85 print:hidden">
      {partners ?? (trust && <TrustBand {...trust} />)}
      <div className="mx-auto grid max-w-site gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="space-y-5">
          <BrandLogo area={brand.area} href={brand.href} name={brand.name} tagline={brand.tagline} inverted />
          <p className="max-w-sm text-sm leading-relaxed text-white/75">{brand.about}</p>
          <SocialLinkList
            links={social.links}
            label={social.label}
            listClassName="flex flex-wrap gap-2"
            linkClassName="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-brand-accent hover:text-brand-dark"
            iconClassName="size-[18px]"
          />
        </div>
        {columns.map((column) => (
          <nav key={column.label} aria-label={column.label}>
            <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">{column.label}</h2>
            <ul className="space-y-2.5 text-sm">
              {column.links.map((entry) => (
                <li key={entry.href}>
                  <Link href={entry.href} className="text-white/75 hover:text-brand-accent">
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto grid max-w-site gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:items-center">
          <ul className="grid gap-3 text-sm sm:grid-cols-3">
            <li>
              <a href={`mailto:${contact.email}`} className="flex items-center gap-2 hover:text-brand-accent">
                <Icon name="mail" className="size-4 shrink-0 text-brand-accent" />
                <span className="truncate">{contact.email}</span>
              </a>
            </li>
            <li>
              <a href={contact.phoneHref} className="flex items-center gap-2 hover:text-brand-accent">
                <Icon name="phone" className="size-4 shrink-0 text-brand-accent" />
                <span dir="ltr">{contact.phone}</span>
              </a>
            </li>
            <li>
              <a href={contact.mapUrl} target="_blank" rel="noopener noreferrer" className="flex items-center gap-2 hover:text-brand-accent">
                <Icon name="map-pin" className="size-4 shrink-0 text-brand-accent" />
                {contact.location}
                <span className="sr-only">{contact.opensInNewTab}</span>
              </a>
            </li>
          </ul>
          <ul className="flex flex-wrap items-center gap-4 lg:justify-end" aria-label={seals.label}>
            {seals.items.map((seal) => (
              <li key={seal.src} className="flex items-center gap-2">
                <Artwork src={seal.src} alt={seal.alt} width={56} height={56} />
                {seal.standard && (
                  <span className="text-xs leading-tight text-white/70" dir="ltr">
                    {seal.standard}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        {/* The floating contact button (contact-panel.tsx) steps aside while this row is on screen, so it never covers the legal links. */}
        <div
          data-contact-panel-avoid=""
          className="mx-auto flex max-w-site flex-col gap-3 px-4 py-6 text-sm text-white/70 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pe-24"
        >
          <p>
            © <CurrentYear /> {legal.owner}. {legal.rights}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legal.links.map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href} className="hover:text-brand-accent">
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** The figures and one line on the sectors served; the certificate row below already shows the seals. */
function TrustBand({ title, figures, sectors }: NonNullable<FooterContent['trust']>) {
  return (
    <section aria-labelledby="footer-trust-title" className="border-b border-white/10">
      <div className="mx-auto grid max-w-site gap-5 px-4 py-8 sm:px-6 lg:grid-cols-[auto_1fr] lg:items-center lg:gap-12">
        <h2 id="footer-trust-title" className="sr-only">
          {title}
        </h2>
        <dl className="grid grid-cols-3 gap-3 sm:flex sm:gap-10">
          {figures.map((figure) => (
            <div key={figure.key} className="flex flex-col">
              <dt className="order-2 text-xs leading-snug text-white/70 sm:text-sm">{figure.label}</dt>
              <dd className="order-1 text-2xl font-bold text-brand-accent tabular-nums sm:text-3xl">
                <FigureValue value={figure.value} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="max-w-3xl text-sm leading-relaxed text-white/75 lg:border-s lg:border-white/15 lg:ps-12">{sectors}</p>
      </div>
    </section>
  );
}
