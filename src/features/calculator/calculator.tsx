import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { CalculatorForm, type CalculatorFormCopy } from './calculator-form';
import { calculatorFormat } from './format';
import type { RoofMapCopy } from './map/roof-map';
import { customerTypes, estimateSavings, missingInputs, tariffFor, type CustomerType, type Missing } from './model';
import { calculatorSearch, LIMITS, parseCalculatorQuery, type QueryError } from './query';
import { CalculatorResults } from './results';

type SearchParams = Record<string, string | string[] | undefined>;

const mapCopyKeys = [
  'mapLabel',
  'instructions',
  'instructionsTouch',
  'searchLabel',
  'searchPlaceholder',
  'searchButton',
  'searching',
  'locate',
  'locating',
  'draw',
  'clear',
  'locationNotFound',
  'geolocationFailed',
  'geolocationUnsupported',
  'areaSelected',
  'drawnArea',
  'panelCount',
  'estimatedPower',
  'zoomIn',
  'zoomOut',
  'imageryCredit',
] as const satisfies readonly (keyof RoofMapCopy)[];

/**
 * The calculator of `/energy/calculator` (under its page's hero): the questions, and the estimate whenever the address
 * holds a complete, valid set of answers.
 */
export async function Calculator({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'calculator' });
  const f = calculatorFormat(locale);
  const { query, errors, raw } = parseCalculatorQuery(searchParams);
  const missing = missingInputs(query);
  const input =
    missing.length === 0 && Object.keys(errors).length === 0 ? { grid: query.grid!, type: query.type, bill: query.bill!, area: query.area! } : null;
  const estimate = input ? estimateSavings(input) : null;
  const asked = Boolean(raw.bill || raw.area);

  const errorText = (error: QueryError) => t(`errors.${error}`, { max: f.integer(error.startsWith('bill') ? LIMITS.maxBill : LIMITS.maxArea) });
  const copy: CalculatorFormCopy = {
    steps: {
      label: t('steps.label'),
      grid: t('steps.grid'),
      type: t('steps.type'),
      bill: t('steps.bill'),
      area: t('steps.area'),
      results: t('steps.results'),
      done: t('steps.done'),
      current: t('steps.current'),
      skipped: t('steps.skipped'),
    },
    grid: {
      title: t('grid.title'),
      lead: t('grid.lead'),
      on: t('grid.on'),
      onBody: t('grid.onBody'),
      off: t('grid.off'),
      offBody: t('grid.offBody'),
    },
    type: {
      title: t('type.title'),
      lead: t('type.lead'),
      options: Object.fromEntries(customerTypes.map((type) => [type, t(`type.options.${type}`)])) as Record<CustomerType, string>,
      tariffs: Object.fromEntries(customerTypes.map((type) => [type, t('type.tariff', { tariff: f.tariff(tariffFor(type)) })])) as Record<
        CustomerType,
        string
      >,
    },
    bill: {
      title: t('bill.title'),
      lead: t('bill.lead'),
      label: t('bill.label'),
      hint: t('bill.hint'),
      hintTouch: t('bill.hintTouch'),
      next: t('bill.next'),
    },
    area: {
      title: t('area.title'),
      lead: t('area.lead'),
      label: t('area.label'),
      hint: t('area.hint'),
      fromMap: t('area.fromMap'),
      mapLoading: t('area.mapLoading'),
    },
    live: {
      title: t('live.title'),
      lead: t('live.lead'),
      pending: t('live.pending'),
      systemSize: t('results.headline.systemSize'),
      panels: t('live.panels'),
      monthlySavings: t('results.headline.monthlySavings'),
      yearlySavings: t('results.headline.yearlySavings'),
      kw: t.raw('results.units.kw') as string,
    },
    calculate: t('calculate'),
    calculating: t('calculating'),
    missing: t.raw('missing') as string,
    missingItems: Object.fromEntries((['grid', 'type', 'bill', 'area'] as const).map((key) => [key, t(`missingItems.${key}`)])) as Record<
      Missing,
      string
    >,
    errors: Object.fromEntries(
      (['gridInvalid', 'typeInvalid', 'billInvalid', 'billTooLarge', 'areaInvalid', 'areaTooLarge'] as const).map((error) => [
        error,
        errorText(error),
      ]),
    ) as Record<QueryError, string>,
  };
  const mapCopy = Object.fromEntries(mapCopyKeys.map((key) => [key, t.raw(`map.${key}`) as string])) as RoofMapCopy;

  return (
    <>
      <div className="print:hidden">
        <CalculatorForm
          action={localizedPath('/energy/calculator', locale)}
          locale={locale}
          initial={{ grid: query.grid, type: query.type, bill: raw.bill, area: raw.area }}
          initialErrors={Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, errorText(error)]))}
          missingMessage={
            asked && missing.length > 0
              ? t('missing', { items: missing.map((key) => t(`missingItems.${key}`)).join(locale === 'ar' ? '، ' : ', ') })
              : undefined
          }
          resultKey={input ? calculatorSearch(input) : ''}
          copy={copy}
          map={{ ...siteConfig.map, copy: mapCopy }}
        />
      </div>
      {input && estimate && <CalculatorResults input={input} estimate={estimate} locale={locale} />}
    </>
  );
}
