'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TabSpec = { id: string; label: ReactNode; panel: ReactNode };

/**
 * ARIA tabs (Radix: arrow keys follow the reading direction, Home/End, roving focus). The chosen tab is kept
 * in the address (`?{param}=id`) so it can be shared; every panel is rendered on the server, and without
 * JavaScript all panels show one after another.
 */
export function TabsIsland({
  label,
  tabs,
  param = 'tab',
  dir,
  variant = 'pills',
}: {
  label: string;
  tabs: TabSpec[];
  param?: string;
  dir: 'ltr' | 'rtl';
  /** `pills`: a row of tabs above the panel; `showcase`: a list of tabs beside the panel. */
  variant?: 'pills' | 'showcase';
}) {
  const first = tabs[0]!.id;
  const [value, setValue] = useState(first);

  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get(param);
    // Reading the address after hydration keeps the page prerendered; a shared link opens on its tab.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (requested && tabs.some((tab) => tab.id === requested)) setValue(requested);
  }, [param, tabs]);

  const choose = (next: string) => {
    setValue(next);
    const url = new URL(window.location.href);
    if (next === first) url.searchParams.delete(param);
    else url.searchParams.set(param, next);
    window.history.replaceState(window.history.state, '', url);
  };

  const showcase = variant === 'showcase';
  return (
    <Tabs.Root
      value={value}
      onValueChange={choose}
      dir={dir}
      orientation={showcase ? 'vertical' : 'horizontal'}
      className={cn('tabs-island', showcase && 'grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr] lg:gap-12')}
    >
      <Tabs.List
        aria-label={label}
        className={cn(
          'tabs-list flex gap-2 overflow-x-auto pb-2',
          showcase
            ? 'lg:flex-col lg:overflow-visible lg:pb-0'
            : 'mb-10 flex-wrap rounded-2xl border border-border bg-card p-2 shadow-card sm:flex-nowrap',
        )}
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className={cn(
              'shrink-0 cursor-pointer rounded-xl text-start font-semibold text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-(--area) data-[state=active]:text-white dark:data-[state=active]:text-brand-dark',
              showcase
                ? 'border border-border bg-card p-4 data-[state=active]:border-(--area) lg:w-full'
                : 'px-4 py-2.5 text-sm sm:flex-1 sm:text-center',
            )}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          forceMount
          className="tabs-panel focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-ring data-[state=inactive]:hidden"
        >
          {tab.panel}
        </Tabs.Content>
      ))}
      <noscript>
        <style>{'.tabs-island .tabs-panel{display:block!important;margin-block-end:3rem}.tabs-island .tabs-list{display:none}'}</style>
      </noscript>
    </Tabs.Root>
  );
}
