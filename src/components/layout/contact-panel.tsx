'use client';

import { Mail, MessageCircle, Phone, X } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

type Props = { phone: string; phoneHref: string; email: string; labels: { open: string; close: string; call: string; mail: string } };

/** Floating contact shortcuts (call and mail) at the page's end edge. */
export function ContactPanel({ phone, phoneHref, email, labels }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="fixed end-4 bottom-4 z-40 flex flex-col items-end gap-3 print:hidden" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <div id={panelId} hidden={!open} className="w-64 rounded-card border border-border bg-card p-2 shadow-lift">
        <a href={phoneHref} className="flex items-center gap-3 rounded-lg p-3 hover:bg-muted">
          <span className="grid size-10 place-items-center rounded-full bg-primary text-primary-foreground">
            <Phone aria-hidden="true" className="size-5" />
          </span>
          <span>
            <span className="block text-sm font-semibold">{labels.call}</span>
            <span dir="ltr" className="block text-sm text-muted-foreground">
              {phone}
            </span>
          </span>
        </a>
        <a href={`mailto:${email}`} className="flex items-center gap-3 rounded-lg p-3 hover:bg-muted">
          <span className="grid size-10 place-items-center rounded-full bg-brand-secondary text-white">
            <Mail aria-hidden="true" className="size-5" />
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
        className={cn(
          'grid size-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-lift transition-transform hover:scale-105',
          open && 'bg-theme-primary text-white dark:bg-brand-light dark:text-brand-dark',
        )}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
    </div>
  );
}
