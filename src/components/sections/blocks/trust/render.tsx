import { certifications, groupFigures } from '@/components/layout/trust-signals';
import { Artwork } from '@/components/ui/artwork';
import { FigureValue } from '@/components/ui/figure-value';
import { Icon } from '@/components/ui/icon';
import { icons } from '../../icons';
import type { BlockProps } from '../render-kit';

/**
 * The trust band, shown while no partner logos are listed (`BlockSection` leaves it out once there are some): the
 * group's figures, the certificates it holds (seal, standard, scope) and the sectors it serves. Static; seals and
 * icons are decorative, the words carry it.
 */
export function TrustBlock({ block, context }: BlockProps<'trust'>) {
  const id = block.id;
  const eyebrow = context.maybe(block.eyebrow);
  const lead = context.maybe(block.lead);
  return (
    <div className="mx-auto max-w-site px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto max-w-3xl text-center">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
        <h2 id={`${id}-title`} className="mt-2 text-h1 font-bold text-balance">
          {context.text(block.title)}
        </h2>
        {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
      </div>

      <h3 className="sr-only">{context.text(block.figures.title)}</h3>
      <dl className="mt-12 grid grid-cols-3 rounded-card border border-border bg-card shadow-card">
        {groupFigures(context.locale).map((figure) => (
          <div key={figure.key} className="flex flex-col items-center gap-1 px-2 py-6 text-center not-first:border-s not-first:border-border sm:py-8">
            <dt className="order-2 text-sm text-muted-foreground sm:text-base">{context.text(block.figures[figure.key])}</dt>
            <dd className="order-1 text-3xl font-bold text-primary tabular-nums sm:text-5xl">
              <FigureValue value={figure.value} />
            </dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="rounded-card border border-border bg-card p-6 shadow-card sm:p-8">
          <h3 id={`${id}-certifications`} className="text-h3 font-semibold">
            {context.text(block.certificates.title)}
          </h3>
          <ul aria-labelledby={`${id}-certifications`} className="mt-6 grid gap-5 sm:grid-cols-3 sm:gap-3">
            {certifications.map((cert) => (
              <li key={cert.file} className="flex items-center gap-4 sm:flex-col sm:gap-3 sm:text-center">
                <Artwork src={`/images/certifications/${cert.file}.svg`} alt="" width={120} height={120} className="size-16 shrink-0 sm:size-20" />
                <span>
                  <span className="block font-semibold">
                    <span dir="ltr" className="whitespace-nowrap">
                      {cert.standard}
                    </span>
                  </span>
                  <span className="block text-sm text-muted-foreground">{context.text(block.certificates[cert.key])}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div className="rounded-card border border-border bg-card p-6 shadow-card sm:p-8">
          <h3 id={`${id}-sectors`} className="text-h3 font-semibold">
            {context.text(block.sectors.title)}
          </h3>
          <ul aria-labelledby={`${id}-sectors`} className="mt-6 flex flex-wrap gap-2.5">
            {block.sectors.items.map((sector) => (
              <li key={sector.id} className="inline-flex items-center gap-2 rounded-full border border-border bg-muted px-4 py-2 text-sm font-medium">
                <Icon name={icons[sector.icon]} className="size-4 shrink-0 text-primary" />
                {context.text(sector.title)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
