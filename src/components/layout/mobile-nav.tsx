'use client';

import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { useActivePath } from './active-path';
import type { ResolvedItem, ResolvedLink } from './nav-model';
import { ThemeToggle } from './theme-toggle';

type Labels = { open: string; close: string; title: string };
type Props = {
  items: ResolvedItem[];
  cta: ResolvedLink;
  labels: Labels;
  /** On phones the header's bar leaves the theme toggle to the menu, and its hidden top bar the support number. */
  theme: { toDark: string; toLight: string };
  phone: { number: string; href: string; label: string };
};

/** Hamburger menu for small screens: a modal sheet (Escape closes it) with expandable groups, the theme toggle (phones) and the support number. */
export function MobileNav({ items, cta, labels, theme, phone }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { isActive } = useActivePath();
  const close = () => dialog.current?.close();
  // Any navigation closes the sheet, including the language toggle's and the browser's back button.
  const pathname = usePathname();
  useEffect(() => dialog.current?.close(), [pathname]);

  return (
    <div className="xl:hidden">
      <button
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted"
        aria-label={labels.open}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Icon name="menu" className="size-6" />
      </button>
      <dialog
        ref={dialog}
        aria-label={labels.title}
        className="m-0 ms-auto h-dvh max-h-none w-[min(24rem,100vw)] max-w-none bg-background p-0 text-foreground shadow-lift backdrop:bg-brand-dark/60 open:flex open:flex-col"
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-border px-5 sm:h-20">
          <span className="text-lg font-bold">{labels.title}</span>
          <ThemeToggle labels={theme} className="ms-auto sm:hidden" />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted"
            aria-label={labels.close}
            onClick={close}
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>
        <nav aria-label={labels.title} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {items.map((item) =>
              item.groups ? (
                <MobileGroup key={item.href} item={item} active={isActive(item)} onNavigate={close} />
              ) : (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={close}
                    aria-current={isActive(item) ? 'page' : undefined}
                    className={clsx(
                      'block rounded-lg px-3 py-3 text-base font-medium hover:bg-muted',
                      isActive(item) && 'text-primary underline decoration-2 underline-offset-8',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="space-y-3 border-t border-border p-5">
          <a href={phone.href} className="flex items-center gap-3 rounded-lg px-1 py-1 hover:bg-muted">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-muted text-primary">
              <Icon name="phone" className="size-5" />
            </span>
            <span className="leading-tight">
              <span className="block text-sm text-muted-foreground">{phone.label}</span>
              <span className="block font-semibold">
                <bdi dir="ltr">{phone.number}</bdi>
              </span>
            </span>
          </a>
          <Link
            href={cta.href}
            onClick={close}
            className="flex h-12 items-center justify-center rounded-lg bg-primary font-semibold text-primary-foreground"
          >
            {cta.label}
          </Link>
        </div>
      </dialog>
    </div>
  );
}

function MobileGroup({ item, active, onNavigate }: { item: ResolvedItem; active: boolean; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={clsx(
          'flex w-full items-center justify-between rounded-lg px-3 py-3 text-start text-base font-medium hover:bg-muted',
          active && 'text-primary',
        )}
      >
        {item.label}
        <Icon name="chevron-down" className={clsx('size-5 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!open} className="ms-3 border-s border-border ps-3 pb-2">
        {item.groups?.map((group, index) => (
          <div key={group.label ?? index} className="mt-2">
            {group.label && <p className="px-3 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group.label}</p>}
            <ul>
              {group.links.map((entry) => (
                <li key={entry.href}>
                  <Link href={entry.href} onClick={onNavigate} className="block rounded-md px-3 py-2 text-[0.9375rem] hover:bg-muted">
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {item.overviewLabel && (
          <Link href={item.href} onClick={onNavigate} className="mt-1 block rounded-md px-3 py-2 text-sm font-semibold text-primary hover:bg-muted">
            {item.overviewLabel}
          </Link>
        )}
      </div>
    </li>
  );
}
