import type { ReactNode } from 'react';
import { intlTagOf, type Locale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';
import type { SolarEstimate } from './model';

// Coordinates are laid out explicitly for each direction, so the SVG itself stays left-to-right.
const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 16, bottom: 32, side: 64 };
const plotWidth = WIDTH - PAD.side * 2;
const plotHeight = HEIGHT - PAD.top - PAD.bottom;

/** The axis top: four round steps (1, 2, 2.5 or 5 times a power of ten) that reach the value. */
function niceMax(value: number): number {
  if (value <= 0) return 4;
  const raw = value / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)!;
  return step * 4;
}

/** x from the start of the reading direction: charts run right to left in Arabic, like the text. */
const xOf = (fraction: number, rtl: boolean) => PAD.side + (rtl ? 1 - fraction : fraction) * plotWidth;
const yOf = (value: number, max: number) => PAD.top + plotHeight - (value / max) * plotHeight;

function Axis({ max, format, rtl }: { max: number; format: (value: number) => string; rtl: boolean }) {
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * max);
  return (
    <g className="text-muted-foreground" fontSize="12" fill="currentColor">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.side} x2={WIDTH - PAD.side} y1={yOf(tick, max)} y2={yOf(tick, max)} stroke="currentColor" strokeOpacity="0.2" />
          <text x={rtl ? WIDTH - PAD.side + 8 : PAD.side - 8} y={yOf(tick, max) + 4} textAnchor={rtl ? 'start' : 'end'}>
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
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
        <summary className="cursor-pointer font-semibold text-primary">{showTable}</summary>
        <div className="mt-3 max-h-72 overflow-auto">{table}</div>
      </details>
    </figure>
  );
}

type ChartCopy = {
  monthlyTitle: string;
  monthlyDescription: string;
  production: string;
  consumption: string;
  cumulativeTitle: string;
  cumulativeDescription: string;
  showTable: string;
  month: string;
  year: string;
  savings: string;
};

const tableClass =
  'w-full text-start tabular-nums [&_td]:border-t [&_td]:border-border [&_td]:px-3 [&_td]:py-1.5 [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-start';

export function MonthlyChart({
  estimate,
  locale,
  copy,
  kwh,
}: {
  estimate: SolarEstimate;
  locale: Locale;
  copy: ChartCopy;
  kwh: (value: number) => string;
}) {
  const rtl = locale === 'ar';
  // Gregorian month names (a runtime whose `ar-SA` defaults to the Hijri calendar would otherwise name Hijri months).
  const format = formatterFor(locale);
  const label = (month: number, width: 'short' | 'long' = 'short') =>
    format.dateTime(new Date(Date.UTC(2024, month - 1, 15)), { month: width, timeZone: 'UTC' });
  const max = niceMax(Math.max(...estimate.monthly.flatMap((m) => [m.productionKWh, m.consumptionKWh])));
  const number = new Intl.NumberFormat(intlTagOf(locale), { notation: 'compact', maximumFractionDigits: 1 });
  const slot = 1 / estimate.monthly.length;
  const barWidth = (slot * plotWidth) / 3;

  const chart = (
    <div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        direction="ltr"
        role="img"
        aria-labelledby="monthly-chart-title monthly-chart-description"
        className="h-auto w-full"
      >
        <Axis max={max} format={(value) => number.format(value)} rtl={rtl} />
        {estimate.monthly.map((m, index) => {
          const center = xOf(slot * (index + 0.5), rtl);
          return (
            <g key={m.month}>
              <rect
                x={center - barWidth}
                y={yOf(m.productionKWh, max)}
                width={barWidth - 1}
                height={plotHeight + PAD.top - yOf(m.productionKWh, max)}
                className="fill-energy"
                rx="2"
              />
              <rect
                x={center + 1}
                y={yOf(m.consumptionKWh, max)}
                width={barWidth - 1}
                height={plotHeight + PAD.top - yOf(m.consumptionKWh, max)}
                className="fill-primary"
                rx="2"
              />
              <text x={center} y={HEIGHT - 10} textAnchor="middle" fontSize="11" className="fill-muted-foreground">
                {label(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-5 text-sm print:mt-0 print:text-xs" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="size-3 rounded-sm bg-energy" /> {copy.production}
        </li>
        <li className="flex items-center gap-2">
          <span className="size-3 rounded-sm bg-primary" /> {copy.consumption}
        </li>
      </ul>
    </div>
  );

  const table = (
    <table className={tableClass}>
      <thead>
        <tr>
          <th scope="col">{copy.month}</th>
          <th scope="col">{copy.production}</th>
          <th scope="col">{copy.consumption}</th>
        </tr>
      </thead>
      <tbody>
        {estimate.monthly.map((m) => (
          <tr key={m.month}>
            <th scope="row" className="font-normal">
              {label(m.month, 'long')}
            </th>
            <td>{kwh(m.productionKWh)}</td>
            <td>{kwh(m.consumptionKWh)}</td>
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
  const rtl = locale === 'ar';
  const points = estimate.cumulativeSavings;
  const max = niceMax(points.at(-1)?.savingsSAR ?? 0);
  const number = new Intl.NumberFormat(intlTagOf(locale), { notation: 'compact', maximumFractionDigits: 1 });
  const yearLabel = new Intl.NumberFormat(intlTagOf(locale));
  const x = (year: number) => xOf((year - 1) / Math.max(points.length - 1, 1), rtl);
  const line = points.map((p) => `${x(p.year).toFixed(1)},${yOf(p.savingsSAR, max).toFixed(1)}`).join(' ');
  const baseline = yOf(0, max);
  const area = `${x(1).toFixed(1)},${baseline} ${line} ${x(points.length).toFixed(1)},${baseline}`;

  const chart = (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      direction="ltr"
      role="img"
      aria-labelledby="cumulative-chart-title cumulative-chart-description"
      className="h-auto w-full"
    >
      <Axis max={max} format={(value) => number.format(value)} rtl={rtl} />
      <polygon points={area} className="fill-primary/15" />
      <polyline points={line} fill="none" strokeWidth="3" strokeLinejoin="round" className="stroke-primary" />
      {[1, 5, 10, 15, 20, 25, 30]
        .filter((year) => year <= points.length)
        .map((year) => (
          <text key={year} x={x(year)} y={HEIGHT - 10} textAnchor="middle" fontSize="11" className="fill-muted-foreground">
            {yearLabel.format(year)}
          </text>
        ))}
    </svg>
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
