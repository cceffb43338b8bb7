import type { ReactNode } from 'react';
import { intlTagOf, type Locale } from '@/i18n/config';
import { cn } from '@/lib/cn';
import type { SolarEstimate } from './model';

/*
 * Both charts are drawn in HTML with text at the page's own sizes (12 px and up), so labels stay legible on a 390 px phone;
 * only the savings line is SVG, stretched to its box. Time runs left to right in both languages (the convention of charts
 * in Arabic too): the plot and its axes are a `dir="ltr"` box, while titles and labels keep the page's direction.
 */

/** The axis top: four round steps (1, 2, 2.5 or 5 times a power of ten) that reach the value. */
function niceMax(value: number): number {
  if (value <= 0) return 4;
  const raw = value / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)!;
  return step * 4;
}

function ChartFigure({
  id,
  title,
  description,
  chart,
  table,
  showTable,
}: {
  id: string;
  title: string;
  description: string;
  chart: ReactNode;
  table: ReactNode;
  showTable: string;
}) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-card border border-border bg-card p-5 shadow-card print:break-inside-avoid print:gap-1 print:p-3 print:shadow-none"
    >
      <figcaption>
        <h3 id={`${id}-title`} className="text-h3 font-semibold print:text-base">
          {title}
        </h3>
        <p id={`${id}-description`} className="text-sm text-muted-foreground print:hidden">
          {description}
        </p>
      </figcaption>
      {chart}
      <details className="text-sm print:hidden">
        <summary className="cursor-pointer py-2.5 font-semibold text-primary">{showTable}</summary>
        <div className="mt-1 max-h-72 overflow-auto">{table}</div>
      </details>
    </figure>
  );
}

export type ChartCopy = {
  /** "A typical month": the spec's model spreads the annual yield evenly, so one average month stands for all twelve. */
  monthlyTitle: string;
  monthlyDescription: string;
  production: string;
  consumption: string;
  /** Column headings of the typical month's table. */
  month: string;
  fullYear: string;
  /** One sentence with the annual production and consumption, already formatted. */
  annualTotals: string;
  cumulativeTitle: string;
  cumulativeDescription: string;
  savingsAxis: string;
  yearsAxis: string;
  showTable: string;
  year: string;
  savings: string;
};

const tableClass =
  'w-full text-start tabular-nums [&_td]:border-t [&_td]:border-border [&_td]:px-3 [&_td]:py-1.5 [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-start';

/** Production against consumption in an average month, as two bars, with the year's totals beside them. */
export function MonthlyChart({
  estimate,
  annualConsumptionKWh,
  copy,
  kwh,
}: {
  estimate: SolarEstimate;
  annualConsumptionKWh: number;
  copy: ChartCopy;
  kwh: (value: number) => string;
}) {
  const rows = [
    { key: 'production', label: copy.production, month: estimate.monthlyYieldKWh, year: estimate.annualProductionKWh, bar: 'bg-energy' },
    { key: 'consumption', label: copy.consumption, month: estimate.monthlyConsumptionKWh, year: annualConsumptionKWh, bar: 'bg-primary' },
  ];
  const longest = Math.max(...rows.map((row) => row.month), 1);

  const chart = (
    <div className="space-y-4 print:space-y-2">
      <ul className="space-y-4 print:space-y-2">
        {rows.map((row) => (
          <li key={row.key}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium">{row.label}</span>
              <span className="font-semibold tabular-nums">{kwh(row.month)}</span>
            </div>
            <div className="mt-1.5 h-5 rounded-md bg-muted print:h-3" aria-hidden="true">
              <div className={cn('h-full rounded-md', row.bar)} style={{ width: `${(row.month / longest) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{copy.annualTotals}</p>
    </div>
  );

  const table = (
    <table className={tableClass}>
      <thead>
        <tr>
          <td />
          <th scope="col">{copy.month}</th>
          <th scope="col">{copy.fullYear}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="font-normal">
              {row.label}
            </th>
            <td>{kwh(row.month)}</td>
            <td>{kwh(row.year)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <ChartFigure
      id="monthly-chart"
      title={copy.monthlyTitle}
      description={copy.monthlyDescription}
      chart={chart}
      table={table}
      showTable={copy.showTable}
    />
  );
}

/** The years labelled under the savings chart: the first, every fifth and the last. */
export function yearTicks(years: number): number[] {
  if (years < 1) return [];
  const ticks = [1];
  for (let year = 5; year < years; year += 5) ticks.push(year);
  if (years > 1) ticks.push(years);
  return ticks;
}

/** Savings accumulated year after year over the system's life: an area under a line, with HTML axis labels. */
export function CumulativeChart({
  estimate,
  locale,
  copy,
  riyal,
}: {
  estimate: SolarEstimate;
  locale: Locale;
  copy: ChartCopy;
  riyal: (value: number) => string;
}) {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const points = estimate.cumulativeSavings;
  const max = niceMax(points.at(-1)?.savingsSAR ?? 0);
  const number = new Intl.NumberFormat(intlTagOf(locale), { notation: 'compact', maximumFractionDigits: 1 });
  const yearLabel = new Intl.NumberFormat(intlTagOf(locale));
  const ticks = [1, 0.75, 0.5, 0.25, 0];

  /** Percent of the plot's width from its left edge, and of its height from its top. */
  const x = (year: number) => ((year - 1) / Math.max(points.length - 1, 1)) * 100;
  const y = (value: number) => 100 - (value / max) * 100;
  const line = points.map((p) => `${x(p.year).toFixed(2)},${y(p.savingsSAR).toFixed(2)}`).join(' ');
  const area = points.length > 0 ? `${x(1).toFixed(2)},100 ${line} ${x(points.length).toFixed(2)},100` : '';
  const last = points.at(-1);

  const chart = (
    <div role="img" aria-labelledby="cumulative-chart-title cumulative-chart-description" className="text-xs text-muted-foreground">
      <p className="mb-3 font-medium">{copy.savingsAxis}</p>
      <div dir="ltr" className="grid grid-cols-[auto_1fr] gap-x-2">
        {/* Tick labels spread over the plot's height plus one line, so each sits centred on its grid line. */}
        <div className="-my-1.5 flex flex-col justify-between text-right leading-3 tabular-nums">
          {ticks.map((tick) => (
            <span key={tick} dir={dir}>
              {number.format(tick * max)}
            </span>
          ))}
        </div>
        <div className="relative h-48 sm:h-56 print:h-28">
          <svg aria-hidden="true" viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 size-full overflow-visible">
            {ticks.map((tick) => (
              <line
                key={tick}
                x1="0"
                x2="100"
                y1={y(tick * max)}
                y2={y(tick * max)}
                stroke="currentColor"
                strokeOpacity="0.25"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <polygon points={area} className="fill-primary/15" />
            <polyline points={line} fill="none" strokeWidth="3" strokeLinejoin="round" vectorEffect="non-scaling-stroke" className="stroke-primary" />
          </svg>
          {last && (
            <span
              className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary ring-2 ring-card"
              style={{ left: `${x(last.year)}%`, top: `${y(last.savingsSAR)}%` }}
            />
          )}
        </div>
        {/* Each labelled year hangs from a short tick on the time axis. */}
        <div className="relative col-start-2 h-6 border-t border-current/40 tabular-nums">
          {yearTicks(points.length).map((year) => (
            <span
              key={year}
              data-year={year}
              className="absolute top-0 -translate-x-1/2 pt-1.5 leading-4 before:absolute before:top-0 before:left-1/2 before:h-1 before:border-s before:border-current/40"
              style={{ left: `${x(year)}%` }}
            >
              {yearLabel.format(year)}
            </span>
          ))}
        </div>
        <p dir={dir} className="col-start-2 mt-1 text-center font-medium">
          {copy.yearsAxis}
        </p>
      </div>
    </div>
  );

  const table = (
    <table className={tableClass}>
      <thead>
        <tr>
          <th scope="col">{copy.year}</th>
          <th scope="col">{copy.savings}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p) => (
          <tr key={p.year}>
            <th scope="row" className="font-normal">
              {yearLabel.format(p.year)}
            </th>
            <td>{riyal(p.savingsSAR)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <ChartFigure
      id="cumulative-chart"
      title={copy.cumulativeTitle}
      description={copy.cumulativeDescription}
      chart={chart}
      table={table}
      showTable={copy.showTable}
    />
  );
}
