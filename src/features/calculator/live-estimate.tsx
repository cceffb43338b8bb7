import type { ReactNode } from 'react';
import { calculatorFormat } from './format';
import { fillTemplate } from './map/measure';
import type { SolarEstimate } from './model';

export type LiveEstimateCopy = {
  title: string;
  lead: string;
  /** Shown until every question is answered. */
  pending: string;
  systemSize: string;
  panels: string;
  monthlySavings: string;
  yearlySavings: string;
  /** "{value} kW". */
  kw: string;
};

/**
 * The estimate as it stands, beside the questions on a desktop (sticky) and after them on a phone. It is part of the
 * question form, so the server renders it from the address and it follows every answer once the page is alive;
 * `children` is what completes the form (what is missing, and the button to the full results).
 */
export function LiveEstimate({
  estimate,
  locale,
  copy,
  children,
}: {
  estimate: SolarEstimate | null;
  locale: 'ar' | 'en';
  copy: LiveEstimateCopy;
  children: ReactNode;
}) {
  const f = calculatorFormat(locale);
  const figures = estimate && [
    { label: copy.systemSize, value: fillTemplate(copy.kw, { value: f.decimal(estimate.systemSizeKW) }) },
    { label: copy.panels, value: f.integer(estimate.numberOfPanels) },
    { label: copy.monthlySavings, value: f.riyal(estimate.monthlySavingsSAR) },
    { label: copy.yearlySavings, value: f.riyal(estimate.yearlySavingsSAR) },
  ];

  return (
    <aside aria-labelledby="live-estimate-title" className="space-y-4 rounded-card border border-border bg-card p-5 shadow-card lg:sticky lg:top-60">
      <div>
        <h2 id="live-estimate-title" className="text-h3 font-bold">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{figures ? copy.lead : copy.pending}</p>
      </div>
      {figures && (
        <dl className="grid grid-cols-2 gap-3">
          {figures.map((item, index) => (
            <div key={item.label} className={index === 0 ? 'rounded-lg bg-theme-primary p-3 text-white' : 'rounded-lg bg-muted p-3'}>
              <dt className={index === 0 ? 'text-sm text-white/80' : 'text-sm text-muted-foreground'}>{item.label}</dt>
              <dd className="mt-0.5 text-lg font-bold tabular-nums">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </aside>
  );
}
