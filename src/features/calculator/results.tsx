import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { PrintButton } from '@/components/ui/print-button';
import { ShareButton } from '@/components/ui/share-button';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { CumulativeChart, MonthlyChart, type ChartCopy } from './charts';
import { calculatorFormat } from './format';
import { SOLAR_ASSUMPTIONS, type CalculatorInput, type SolarEstimate } from './model';
import { calculatorSearch } from './query';

/** The estimate, rendered on the server from the address so a shared link shows the same figures. */
export async function CalculatorResults({ input, estimate, locale }: { input: CalculatorInput; estimate: SolarEstimate; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'calculator.results' });
  const types = await getTranslations({ locale, namespace: 'calculator.type.options' });
  const f = calculatorFormat(locale);
  const kw = (value: number) => t('units.kw', { value: f.decimal(value) });
  const kwh = (value: number) => t('units.kwh', { value: f.integer(value) });
  const search = calculatorSearch(input);
  const A = SOLAR_ASSUMPTIONS;

  const headline = [
    { label: t('headline.systemSize'), value: kw(estimate.systemSizeKW), note: t('headline.panels', { count: estimate.numberOfPanels }) },
    { label: t('headline.monthlySavings'), value: f.riyal(estimate.monthlySavingsSAR) },
    { label: t('headline.yearlySavings'), value: f.riyal(estimate.yearlySavingsSAR) },
    { label: t('headline.lifetimeSavings'), value: f.riyal(estimate.lifetimeSavingsSAR) },
  ];
  const figures = [
    { label: t('figures.monthlyYield'), value: kwh(estimate.monthlyYieldKWh) },
    { label: t('figures.monthlyConsumption'), value: kwh(estimate.monthlyConsumptionKWh) },
    { label: t('figures.excess'), value: kwh(estimate.excessKWh) },
    { label: t('figures.exportValue'), value: f.riyal(estimate.exportValueSAR) },
    { label: t('figures.recommendedPanels'), value: f.integer(estimate.recommendedPanels) },
    { label: t('figures.annualProduction'), value: kwh(estimate.annualProductionKWh) },
    { label: t('figures.co2'), value: t('units.kg', { value: f.integer(estimate.co2ReductionKg) }) },
  ];
  const message =
    estimate.message === 'partial'
      ? t('messages.partial', { percent: f.percent(estimate.coverage), panels: estimate.recommendedPanels })
      : t(`messages.${estimate.message}`);
  // The year's consumption from the bill itself (not 12 x the rounded month), as the model does for the annual production.
  const annualConsumptionKWh = Math.round(Number(((input.bill * 12) / estimate.tariff).toPrecision(12)));
  const chartCopy: ChartCopy = {
    monthlyTitle: t('charts.monthlyTitle'),
    monthlyDescription: t('charts.monthlyDescription', { hours: f.integer(A.yieldHoursPerYear) }),
    production: t('charts.production'),
    consumption: t('charts.consumption'),
    month: t('charts.month'),
    fullYear: t('charts.fullYear'),
    annualTotals: t('charts.annualTotals', { production: kwh(estimate.annualProductionKWh), consumption: kwh(annualConsumptionKWh) }),
    cumulativeTitle: t('charts.cumulativeTitle'),
    cumulativeDescription: t('charts.cumulativeDescription'),
    savingsAxis: t('charts.savingsAxis'),
    yearsAxis: t('charts.yearsAxis'),
    showTable: t('charts.showTable'),
    year: t('charts.year'),
    savings: t('charts.savings'),
  };

  return (
    <section id="results" aria-labelledby="results-title" tabIndex={-1} className="scroll-mt-36 bg-muted outline-none sm:scroll-mt-56 print:bg-white">
      <div className="mx-auto max-w-site space-y-8 px-4 py-14 sm:px-6 print:max-w-none print:space-y-3 print:p-0 print:text-sm">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id="results-title" className="text-h2 font-bold print:text-xl">
              {t('title')}
            </h2>
            <p className="mt-2 text-muted-foreground">
              {t('lead', { grid: input.grid === 'on' ? t('gridOn') : t('gridOff'), bill: f.riyal(input.bill), area: f.decimal(input.area) })}
            </p>
          </div>
          {/* Both buttons come small; here they are sized to a 40 px touch target. */}
          <div className="flex flex-wrap gap-2 print:hidden">
            <ShareButton
              title={t('title')}
              text={message}
              copy={{
                share: t('actions.share'),
                shareLabel: t('actions.shareLabel'),
                linkCopied: t('actions.linkCopied'),
                copyFailed: t('actions.copyFailed'),
              }}
            />
            <PrintButton label={t('actions.print')} />
          </div>
        </header>

        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4 print:gap-2">
          {headline.map((item, index) => (
            <div
              key={item.label}
              className={
                index === 0
                  ? 'rounded-card bg-theme-primary p-5 text-white shadow-card print:border print:border-border print:bg-white print:p-3 print:text-foreground print:shadow-none'
                  : 'rounded-card border border-border bg-card p-5 shadow-card print:p-3 print:shadow-none'
              }
            >
              <dt className={index === 0 ? 'text-sm text-white/80 print:text-muted-foreground' : 'text-sm text-muted-foreground'}>{item.label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums print:text-lg">{item.value}</dd>
              {item.note && <dd className="text-sm text-white/80 print:text-muted-foreground">{item.note}</dd>}
            </div>
          ))}
        </dl>

        <p className="flex items-start gap-3 rounded-card border border-energy/40 bg-energy-soft p-4 font-medium text-foreground print:p-2">
          <Icon name="zap" className="mt-0.5 size-5 shrink-0 text-energy" />
          {message}
        </p>

        <div className="grid gap-6 lg:grid-cols-[1fr_20rem] print:grid-cols-1 print:gap-3">
          <div className="space-y-6 print:space-y-3">
            <section
              aria-labelledby="figures-title"
              className="rounded-card border border-border bg-card p-5 shadow-card print:p-3 print:shadow-none"
            >
              <h3 id="figures-title" className="text-h3 font-semibold print:text-base">
                {t('figures.title')}
              </h3>
              <dl className="mt-3 grid gap-x-8 sm:grid-cols-2 print:mt-1 print:grid-cols-3 print:gap-x-4">
                {figures.map((item) => (
                  <div key={item.label} className="flex items-baseline justify-between gap-4 border-b border-border py-2.5 print:py-1">
                    <dt className="text-muted-foreground">{item.label}</dt>
                    <dd className="font-semibold tabular-nums">{item.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <div className="grid gap-6 print:grid-cols-2 print:gap-3">
              <MonthlyChart estimate={estimate} annualConsumptionKWh={annualConsumptionKWh} copy={chartCopy} kwh={kwh} />
              <CumulativeChart estimate={estimate} locale={locale} copy={chartCopy} riyal={f.riyal} />
            </div>
          </div>

          <aside
            aria-labelledby="assumptions-title"
            className="h-fit rounded-card border border-border bg-card p-5 shadow-card print:p-3 print:text-xs print:shadow-none"
          >
            <h3 id="assumptions-title" className="flex items-center gap-2 text-h3 font-semibold print:text-base">
              <Icon name="leaf" className="size-5 text-primary" />
              {t('assumptions.title')}
            </h3>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-muted-foreground print:mt-1 print:space-y-0 print:text-xs">
              <li>
                {input.grid === 'on' && input.type
                  ? t('assumptions.tariff', { tariff: f.tariff(estimate.tariff), type: types(input.type) })
                  : t('assumptions.tariffDefault', { tariff: f.tariff(estimate.tariff) })}
              </li>
              <li>{t('assumptions.yield', { hours: A.yieldHoursPerYear })}</li>
              <li>
                {t('assumptions.panel', {
                  watts: f.integer(A.panelRatingKW * 1000),
                  area: f.decimal(A.panelAreaM2),
                  derating: f.percent(A.derating),
                })}
              </li>
              {input.grid === 'on' && <li>{t('assumptions.export', { price: f.decimal(A.exportPriceSARPerKWh) })}</li>}
              <li>{t('assumptions.lifetime', { years: A.systemLifetimeYears })}</li>
              <li>{t('assumptions.co2', { kg: f.decimal(A.co2KgPerKWh) })}</li>
            </ul>
            <p className="mt-4 text-sm font-medium print:mt-1 print:text-xs">{t('assumptions.disclaimer')}</p>
          </aside>
        </div>

        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <Link href={`${localizedPath('/energy/contact', locale)}${search}#enquiry`} className={buttonVariants({ variant: 'energy', size: 'lg' })}>
            {t('actions.quote')}
            <Icon name="arrow-right" className="flip-rtl" />
          </Link>
          <a href="#calculator" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <Icon name="pencil" />
            {t('actions.change')}
          </a>
        </div>
      </div>
    </section>
  );
}
