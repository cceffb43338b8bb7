'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';

export type TabSpec = { id: string; label: ReactNode; panel: ReactNode };

/**
 * Tabs as the WAI-ARIA pattern describes them: one tab stop, arrow keys move and select (mirrored in
 * right-to-left pages), Home and End jump to the ends. The chosen tab is kept in the address
 * (`?{param}=id`) so it can be shared; every panel is rendered on the server, and without JavaScript
 * all panels show one after another. Written here rather than taken from a library: this island ships
 * with every page composed from blocks, and it costs about a tenth of a library's tabs.
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
  /** `pills`: a row of tabs above the panel; `showcase`: a list of tabs beside the panel (up and down keys too). */
  variant?: 'pills' | 'showcase';
}) {
  const base = useId();
  const first = tabs[0]!.id;
  const [value, setValue] = useState(first);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

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

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: index + 1,
      [backward]: index - 1,
      Home: 0,
      End: tabs.length - 1,
      ...(variant === 'showcase' ? { ArrowDown: index + 1, ArrowUp: index - 1 } : {}),
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + tabs.length) % tabs.length;
    choose(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  const showcase = variant === 'showcase';
  return (
    <div className={clsx('tabs-island', showcase && 'grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr] lg:gap-12')}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={showcase ? 'vertical' : 'horizontal'}
        className={clsx(
          'tabs-list flex gap-2 overflow-x-auto p-1',
          showcase ? 'lg:flex-col lg:overflow-visible' : 'mb-10 rounded-2xl border border-border bg-card p-2 shadow-card',
        )}
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                'shrink-0 cursor-pointer rounded-xl text-start font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
                selected ? 'bg-(--area) text-white dark:text-brand-dark' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                showcase
                  ? clsx('border p-4 lg:w-full', selected ? 'border-(--area)' : 'border-border bg-card')
                  : 'px-4 py-2.5 text-sm sm:flex-1 sm:text-center',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          // Not the `hidden` attribute: the base styles hide it with !important, which the no-script rule below could not undo.
          data-inactive={tab.id !== value ? '' : undefined}
          className="tabs-panel rounded-xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-ring data-inactive:hidden"
        >
          {tab.panel}
        </div>
      ))}
      <noscript>
        <style>{'.tabs-island .tabs-panel{display:block!important;margin-block-end:3rem}.tabs-island .tabs-list{display:none}'}</style>
      </noscript>
    </div>
  );
}
