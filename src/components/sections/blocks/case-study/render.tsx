import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { actionHref } from '../../actions';
import { StatGrid } from '../../stats';
import { BlockHeading, type BlockProps } from '../render-kit';

/**
 * A case study's facts (decision 018): client (or "confidential client"), sector, location, year and division as a
 * short list, the solutions delivered as tags, the results as figures, and links to the products and services the
 * project involved.
 */
export function CaseStudyBlock({ block, context }: BlockProps<'caseStudy'>) {
  const { shared } = context;
  const t = (key: string) => shared(`caseStudies.${key}` as never);
  const client = context.maybe(block.client);
  const facts = [
    { id: 'client', label: t('client'), value: client ?? t('confidentialClient') },
    { id: 'sector', label: t('sector'), value: t(`sectors.${block.sector}`) },
    { id: 'location', label: t('location'), value: context.text(block.location) },
    ...(block.year ? [{ id: 'year', label: t('year'), value: block.year }] : []),
    { id: 'division', label: t('division'), value: t(`divisions.${block.division}`) },
  ];
  const figures = (block.figures ?? []).map((figure) => ({ id: figure.id, label: context.text(figure.label), value: context.text(figure.value) }));
  const results = figures.length > 0 && (
    <div className="lg:col-start-2 lg:row-start-1">
      <h3 className="mb-3 text-sm font-semibold text-muted-foreground">{t('results')}</h3>
      <StatGrid items={figures} />
    </div>
  );
  // On a phone the results come first, the facts after them; on a wide screen the facts stand beside them.
  return (
    <>
      <BlockHeading block={block} context={context} className="mb-8" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        {results}
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <dl className="divide-y divide-border rounded-card border border-border bg-card px-6 shadow-card">
            {facts.map((fact) => (
              <div key={fact.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                <dt className="text-sm text-muted-foreground">{fact.label}</dt>
                <dd className="font-semibold">
                  <bdi>{fact.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-6 text-sm font-semibold text-muted-foreground">{t('solutions')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {block.solutions.map((solution) => (
              <li key={solution} className="rounded-full border border-(--area) px-3 py-1 text-sm font-semibold text-foreground">
                {t(`solutionNames.${solution}`)}
              </li>
            ))}
          </ul>
        </div>
        {block.links && block.links.length > 0 && (
          <div className="lg:col-start-2 lg:row-start-2">
            <h3 className="mb-1 text-sm font-semibold text-muted-foreground">{t('involved')}</h3>
            <ul className="divide-y divide-border border-y border-border">
              {block.links.map((link) => (
                <li key={link.id}>
                  <Link
                    href={actionHref(link.href, context.locale)}
                    className="flex min-h-11 items-center justify-between gap-3 py-2 font-medium hover:text-(--area) focus-visible:outline-3 focus-visible:outline-ring"
                  >
                    {context.text(link.label)}
                    <Icon name="chevron-right" className="flip-rtl size-4 shrink-0 text-(--area)" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </>
  );
}
