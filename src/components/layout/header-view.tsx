'use client';

import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/i18n/config';
import { BrandLogo, type BrandArea } from './brand-logo';
import { ContactPanel } from './contact-panel';
import { DesktopNav } from './desktop-nav';
import { LanguageToggle } from './language-toggle';
import { MobileNav } from './mobile-nav';
import type { ResolvedItem, ResolvedLink } from './nav-model';
import { SocialLinkList, type SocialLink } from './social-link-list';
import { ThemeToggle } from './theme-toggle';

/** Everything the header says, resolved on the server for the page's area and language (`site-header.tsx`). */
export type HeaderContent = {
  brand: { area: BrandArea; href: string; name: string; tagline: string };
  language: { target: Locale; name: string; label: string };
  social: SocialLink[];
  support: { label: string; phone: string; phoneHref: string; email: string };
  nav: { items: ResolvedItem[]; columns: 2 | 4; label: string; cta: ResolvedLink };
  search: { href: string; label: string };
  catalogue: { href: string; label: string };
  labels: {
    theme: { toDark: string; toLight: string };
    menu: { open: string; close: string; title: string };
    contactPanel: { open: string; close: string; call: string; mail: string };
  };
};

/**
 * Fixed header: 52 px top bar (language, social, phone) and 80 px main bar (spec part 1 §2.2); on phones only a
 * 64 px main bar. A client component drawn from plain data for the reason `footer-view.tsx` gives: on every page,
 * a server-rendered tree would be written twice, in the HTML and in the script payload.
 */
export function HeaderView({ content }: { content: HeaderContent }) {
  const { brand, language, social, support, nav, search, catalogue, labels } = content;
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-50 print:static">
        {/* Desktop and tablet only: on phones the language toggle sits in the main bar and the phone number in the menu, so the header stays 64 px. */}
        <div className="hidden h-[52px] bg-topbar text-white sm:block print:hidden">
          <div className="mx-auto flex h-full max-w-site items-center justify-between gap-4 px-4 sm:px-6">
            <div className="flex items-center gap-1">
              <LanguageToggle {...language} />
              <span className="mx-2 h-5 w-px bg-white/20" aria-hidden="true" />
              <SocialLinkList
                links={social}
                listClassName="flex items-center gap-1"
                linkClassName="inline-flex size-8 items-center justify-center rounded-md text-white/80 hover:bg-white/10 hover:text-white"
                iconClassName="size-4"
              />
            </div>
            <a href={support.phoneHref} className="inline-flex items-center gap-2 text-sm font-medium text-white/90 hover:text-white">
              <Icon name="phone" className="size-4" />
              <span>{support.label}</span>
              <span dir="ltr">{support.phone}</span>
            </a>
          </div>
        </div>
        <div className="h-16 border-b border-border bg-header backdrop-blur-md sm:h-20">
          <div className="relative mx-auto flex h-full max-w-site items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
            <BrandLogo {...brand} />
            <DesktopNav items={nav.items} columns={nav.columns} label={nav.label} />
            <div className="flex items-center gap-0.5 print:hidden sm:gap-1">
              <LanguageToggle
                {...language}
                short
                className="inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold text-foreground hover:bg-muted sm:hidden"
              />
              <Link
                href={search.href}
                aria-label={search.label}
                title={search.label}
                className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted"
              >
                <Icon name="search" className="size-5" />
              </Link>
              <Link
                href={catalogue.href}
                aria-label={catalogue.label}
                title={catalogue.label}
                className="hidden size-10 items-center justify-center rounded-md text-foreground hover:bg-muted sm:inline-flex"
              >
                <Icon name="layout-grid" className="size-5" />
              </Link>
              {/* On phones the theme toggle sits in the menu, leaving the bar to the language toggle. */}
              <ThemeToggle labels={labels.theme} className="max-sm:hidden" />
              <Link href={nav.cta.href} className={buttonVariants({ className: 'ms-2 max-sm:hidden' })}>
                {nav.cta.label}
              </Link>
              <MobileNav
                items={nav.items}
                cta={nav.cta}
                theme={labels.theme}
                phone={{ number: support.phone, href: support.phoneHref, label: support.label }}
                labels={labels.menu}
              />
            </div>
          </div>
        </div>
      </header>
      {/*
        Reserves the fixed header's height so content starts below it: 64 px on phones, 132 px from \`sm\` up (the calculator's
        step bar is pinned at 132 px from \`sm\`). The page's scroll padding follows on phones, so anchors land just below the bar.
      */}
      <div aria-hidden="true" className="h-16 sm:h-[132px] max-sm:[html:has(&)]:scroll-pt-20 print:hidden" />
      <ContactPanel phone={support.phone} phoneHref={support.phoneHref} email={support.email} labels={labels.contactPanel} />
    </>
  );
}
