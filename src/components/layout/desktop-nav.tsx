'use client';

import { Icon } from '@/components/ui/icon';
import { Artwork } from '@/components/ui/artwork';
import Link from 'next/link';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import { useActivePath } from './active-path';
import type { ResolvedItem } from './nav-model';

const itemClass =
  'relative inline-flex h-10 items-center gap-1 rounded-md px-2.5 text-[0.9375rem] font-medium text-foreground/85 transition-colors hover:text-primary after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:origin-center after:scale-x-0 after:rounded-full after:bg-primary after:transition-transform data-[active=true]:text-primary data-[active=true]:after:scale-x-100';

export function DesktopNav({ items, columns, label }: { items: ResolvedItem[]; columns: 2 | 4; label: string }) {
  const { isActive } = useActivePath();
  return (
    <nav aria-label={label} className="hidden xl:block print:hidden">
      <ul className="flex items-center gap-0.5">
        {items.map((item) => (
          <li key={item.href} className={item.groups && columns === 4 ? 'static' : 'relative'}>
            {item.groups ? (
              <Dropdown item={item} columns={columns} active={isActive(item)} />
            ) : (
              <Link href={item.href} className={itemClass} data-active={isActive(item)} aria-current={isActive(item) ? 'page' : undefined}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Dropdown({ item, columns, active }: { item: ResolvedItem; columns: 2 | 4; active: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const links = () => Array.from(panel.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onPanelKey = (event: KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight' || event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : index);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusLink(event.key === 'Home' ? 0 : -1);
    }
  };

  const groups = item.groups ?? [];
  const wide = columns === 4;
  const hasImages = groups.some((group) => group.links.some((entry) => entry.image));

  return (
    <div
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={itemClass}
        data-active={active}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKey}
      >
        {item.label}
        <Icon name="chevron-down" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        ref={panel}
        hidden={!open}
        onKeyDown={onPanelKey}
        className={clsx(
          'absolute top-full z-50 pt-3',
          wide ? 'inset-x-4 mx-auto max-w-site' : hasImages ? 'start-1/2 w-[40rem] -translate-x-1/2 rtl:translate-x-1/2' : 'start-0 w-[34rem]',
        )}
      >
        <div className="rounded-card border border-border bg-card p-5 shadow-lift">
          <div className={clsx('grid gap-6', wide ? 'grid-cols-4' : 'grid-cols-2')}>
            {groups.map((group, index) => (
              <div key={group.label ?? index} className={clsx(!wide && !group.label && 'col-span-2 grid grid-cols-2 gap-3')}>
                {group.label && <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group.label}</p>}
                <ul className={clsx(!wide && !group.label ? 'contents' : 'space-y-1')}>
                  {group.links.map((entry) => (
                    <li key={entry.href}>
                      <Link
                        href={entry.href}
                        onClick={() => setOpen(false)}
                        className="group/link block rounded-lg p-2.5 transition-colors hover:bg-muted focus-visible:bg-muted"
                      >
                        {entry.image && (
                          <Artwork src={entry.image} alt="" width={320} height={180} className="mb-3 aspect-[16/9] w-full rounded-md object-cover" />
                        )}
                        <span className="block font-semibold text-foreground group-hover/link:text-primary">{entry.label}</span>
                        {entry.description && <span className="mt-0.5 block text-sm leading-snug text-muted-foreground">{entry.description}</span>}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {wide && item.overviewLabel && (
              <div className="flex items-end">
                <Link
                  href={item.href}
                  onClick={() => setOpen(false)}
                  className="inline-flex items-center gap-2 rounded-lg bg-muted px-4 py-3 text-sm font-semibold text-primary hover:bg-secondary"
                >
                  {item.overviewLabel}
                  <Icon name="arrow-right" className="flip-rtl size-4" />
                </Link>
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
