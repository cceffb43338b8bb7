import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import type { EnquiryPrefill } from '@/features/leads/enquiry-form';
import { calculatorFormat } from './format';
import { CALCULATOR_FIELD } from './lead-details';
import { estimateSavings, missingInputs } from './model';
import { calculatorSearch, parseCalculatorQuery } from './query';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The energy enquiry opened from a calculator result: the service and a message summarising the estimate are
 * filled in, the answers travel in a hidden field (the server recomputes the figures), and a note says so.
 */
export async function calculatorPrefill(searchParams: SearchParams, locale: Locale): Promise<EnquiryPrefill | undefined> {
  const { query, errors } = parseCalculatorQuery(searchParams);
  if (Object.keys(errors).length > 0 || missingInputs(query).length > 0) return undefined;
  const input = { grid: query.grid!, type: query.type, bill: query.bill!, area: query.area! };
  const estimate = estimateSavings(input);
  const t = await getTranslations({ locale, namespace: 'calculator' });
  const f = calculatorFormat(locale);
  const search = calculatorSearch(input);
  const grid = input.grid === 'on' ? t('results.gridOn') : t('results.gridOff');
  const typed = input.grid === 'on' && input.type ? `${grid} (${t(`type.options.${input.type}`)})` : grid;
  const figures = { size: f.decimal(estimate.systemSizeKW), savings: f.riyal(estimate.monthlySavingsSAR) };

  return {
    values: {
      service: 'solar-power-systems',
      message: t('contact.message', {
        grid: typed,
        bill: f.riyal(input.bill),
        area: f.decimal(input.area),
        panels: estimate.numberOfPanels,
        ...figures,
      }),
    },
    hidden: { [CALCULATOR_FIELD]: search.slice(1) },
    note: (
      <div className="flex gap-3 rounded-lg border border-energy/40 bg-energy-soft p-4">
        <Icon name="sun-medium" className="mt-0.5 size-6 shrink-0 text-energy" />
        <div>
          <p className="font-semibold">{t('contact.title')}</p>
          <p className="text-sm text-muted-foreground">{t('contact.body', figures)}</p>
          <Link
            href={`${localizedPath('/energy/calculator', locale)}${search}#results`}
            className="text-sm font-semibold text-primary hover:underline"
          >
            {t('contact.view')}
          </Link>
        </div>
      </div>
    ),
  };
}
