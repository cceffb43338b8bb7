import { Picture } from '@/components/ui/picture';
import { FigureValue } from '@/components/ui/figure-value';
import { caseStudyDivisions, caseStudySectors, caseStudySolutions } from '@/config/case-studies';
import { actionHref } from '../../actions';
import { CardMore, CardTitle } from '../../card-grid';
import { FacetFilter, facetAttributes, type Facet } from '../../facet-filter';
import { BlockHeading, type BlockProps } from '../render-kit';

/**
 * The published case studies (decision 018) as cards, filtered by division, sector and solution without JavaScript.
 * A facet is offered only where the studies differ in it; with no study published, the section is left out.
 */
export function CaseStudiesBlock({ block, context }: BlockProps<'caseStudies'>) {
  const { shared, caseStudies } = context;
  if (caseStudies.length === 0) return null;
  const t = (key: string) => shared(`caseStudies.${key}` as never);
  const present = <V extends string>(order: readonly V[], values: (study: (typeof caseStudies)[number]) => readonly V[]) =>
    order.filter((value) => caseStudies.some((study) => values(study).includes(value)));
  const items = caseStudies.map((study) => ({ division: [study.division], sector: [study.sector], solution: study.solutions }));
  // A facet is offered where it groups studies: some choice of it shows more than one study but not every one
  // (a facet whose every choice leads to a single study is only a longer way to the same cards).
  const groups = (values: string[], name: 'division' | 'sector' | 'solution') =>
    values.some((value) => {
      const count = items.filter((item) => item[name].includes(value as never)).length;
      return count > 1 && count < items.length;
    });
  const facets: Facet[] = [
    {
      name: 'division',
      legend: t('division'),
      options: present(caseStudyDivisions, (s) => [s.division]).map((v) => ({ value: v, label: t(`divisions.${v}`) })),
    },
    {
      name: 'sector',
      legend: t('sector'),
      options: present(caseStudySectors, (s) => [s.sector]).map((v) => ({ value: v, label: t(`sectors.${v}`) })),
    },
    {
      name: 'solution',
      legend: t('solution'),
      options: present(caseStudySolutions, (s) => s.solutions).map((v) => ({ value: v, label: t(`solutionNames.${v}`) })),
    },
  ].filter((facet) =>
    groups(
      facet.options.map((option) => option.value),
      facet.name as 'division' | 'sector' | 'solution',
    ),
  );

  const list = (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {caseStudies.map((study, index) => {
        const figure = study.figure && { label: context.text(study.figure.label), value: context.text(study.figure.value) };
        return (
          <li
            key={study.id}
            {...facetAttributes(items[index]!)}
            className="lift group relative flex flex-col overflow-hidden rounded-card border border-border bg-card shadow-card"
          >
            <div className="relative aspect-[16/10] overflow-hidden bg-muted">
              <Picture
                src={study.image}
                alt={context.maybe(study.alt) ?? ''}
                fill
                className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
              />
            </div>
            <div className="flex flex-1 flex-col p-6">
              <p className="eyebrow mb-2 text-xs">
                {t(`divisions.${study.division}`)} · {t(`sectors.${study.sector}`)}
              </p>
              <h3 className="text-h3 font-semibold text-foreground">
                <CardTitle title={context.text(study.title)} href={actionHref(study.path, context.locale)} />
              </h3>
              {study.card && <p className="mt-2 mb-4 text-muted-foreground">{context.text(study.card)}</p>}
              <p className="mt-3 text-sm text-muted-foreground">
                <bdi>{context.maybe(study.client) ?? t('confidentialClient')}</bdi> · <bdi>{context.text(study.location)}</bdi>
                {study.year && (
                  <span className="whitespace-nowrap">
                    {' · '}
                    <bdi>{study.year}</bdi>
                  </span>
                )}
              </p>
              {figure && (
                <p className="mt-auto flex items-baseline gap-3 border-t border-border pt-4">
                  <span className="text-2xl font-bold text-(--area)">
                    <FigureValue value={figure.value} />
                  </span>
                  <span className="text-sm text-muted-foreground">{figure.label}</span>
                </p>
              )}
              <CardMore label={t('read')} className={figure ? 'pt-4' : 'mt-auto pt-5'} />
            </div>
          </li>
        );
      })}
    </ul>
  );
  return (
    <>
      <BlockHeading block={block} context={context} />
      {facets.length > 0 ? (
        <FacetFilter
          id={`${block.id}-filter`}
          label={t('filters')}
          facets={facets}
          items={items}
          allLabel={t('all')}
          resetLabel={t('reset')}
          emptyMessage={t('empty')}
        >
          {list}
        </FacetFilter>
      ) : (
        list
      )}
    </>
  );
}
