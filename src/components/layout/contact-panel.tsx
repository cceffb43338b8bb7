'use client';

import { Icon } from '@/components/ui/icon';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { clsx } from 'clsx';

type Props = { phone: string; phoneHref: string; email: string; labels: { open: string; close: string; call: string; mail: string } };

/** Marks what the button must never cover (the footer's legal links): while one is on screen, the button steps aside. */
const avoidSelector = '[data-contact-panel-avoid]';

/**
 * Floating contact shortcuts (call and mail) at the page's end edge. On phones the button is smaller and only appears once the
 * visitor has scrolled past the first screen (the hero); it steps aside while the footer's legal links are on screen. When it
 * is out of sight it stays in the tab order and slides back in as soon as it has keyboard focus.
 */
export function ContactPanel({ phone, phoneHref, email, labels }: Props) {
  const [open, setOpen] = useState(false);
  const [pastHero, setPastHero] = useState(false);
  const [overAvoided, setOverAvoided] = useState(false);
  const [focused, setFocused] = useState(false);
  const panelId = useId();
  const pathname = usePathname();

  useEffect(() => {
    const onScroll = () => setPastHero(window.scrollY > window.innerHeight * 0.6);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });

    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setOverAvoided(visible.size > 0);
    });
    document.querySelectorAll(avoidSelector).forEach((element) => observer.observe(element));
    return () => {
      window.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [pathname]);

  // An open or focused panel stays in sight; otherwise the button steps aside near the legal links, and on phones until the hero is passed.
  const away = open || focused ? undefined : overAvoided ? 'always' : pastHero ? undefined : 'phone';

  return (
    <div
      data-away={away}
      className={clsx(
        'fixed end-3 bottom-3 z-40 flex flex-col items-end gap-3 transition-[translate,opacity] duration-300 motion-reduce:transition-none sm:end-4 sm:bottom-4 print:hidden',
        // Out of sight but still in the tab order: keyboard focus brings it back.
        'data-[away=always]:pointer-events-none data-[away=always]:translate-y-[calc(100%+2rem)] data-[away=always]:opacity-0',
        'max-sm:data-[away=phone]:pointer-events-none max-sm:data-[away=phone]:translate-y-[calc(100%+2rem)] max-sm:data-[away=phone]:opacity-0',
      )}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div id={panelId} hidden={!open} className="w-64 rounded-card border border-border bg-card p-2 shadow-lift">
        <a href={phoneHref} className="flex items-center gap-3 rounded-lg p-3 hover:bg-muted">
          <span className="grid size-10 place-items-center rounded-full bg-primary text-primary-foreground">
            <Icon name="phone" className="size-5" />
          </span>
          <span>
            <span className="block text-sm font-semibold">{labels.call}</span>
            {/* The number keeps its own left-to-right order, and sits at the card's start edge like the label above it. */}
            <span className="block text-sm text-muted-foreground">
              <bdi dir="ltr">{phone}</bdi>
            </span>
          </span>
        </a>
        <a href={`mailto:${email}`} className="flex items-center gap-3 rounded-lg p-3 hover:bg-muted">
          <span className="grid size-10 place-items-center rounded-full bg-brand-secondary text-white">
            <Icon name="mail" className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold">{labels.mail}</span>
            <span className="block truncate text-sm text-muted-foreground">{email}</span>
          </span>
        </a>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
        className={clsx(
          'grid size-12 place-items-center rounded-full shadow-lift transition-transform hover:scale-105 sm:size-14',
          open ? 'bg-theme-primary text-white dark:bg-brand-light dark:text-brand-dark' : 'bg-primary text-primary-foreground',
        )}
      >
        {open ? <Icon name="x" className="size-5 sm:size-6" /> : <Icon name="message-circle" className="size-5 sm:size-6" />}
      </button>
    </div>
  );
}
