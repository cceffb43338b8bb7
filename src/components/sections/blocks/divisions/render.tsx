import { groupFigures } from '@/components/layout/trust-signals';
import { Artwork } from '@/components/ui/artwork';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { actionHref } from '../../actions';
import { icons } from '../../icons';
import { BlockActions, type BlockProps } from '../render-kit';
import { DivisionCardLink } from './division-overlay';
import { capabilitiesOnCard } from './schema';

const accentText = { energy: 'text-energy', electronics: 'text-electronics', solutions: 'text-solutions' } as const;

/** The landing's division cards (spec part 1 §2.3): a link on larger screens, the division dialog on a phone. */
export function DivisionsBlock({ block, context }: BlockProps<'divisions'>) {
  const { locale } = context;
  const eyebrow = context.maybe(block.eyebrow);
  const lead = context.maybe(block.lead);
  const stats = groupFigures(locale).map((figure) => ({ value: figure.value, label: context.text(block.figures[figure.key]) }));
  return (
    <div className="mx-auto max-w-site px-4 py-20 sm:px-6 lg:py-28">
      <div className="max-w-2xl">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
        <h2 id={`${block.id}-title`} className="mt-2 text-h1 font-bold">
          {context.text(block.title)}
        </h2>
        {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {block.items.map((item) => {
          const name = context.text(item.title);
          const body = context.text(item.body);
          return (
            <li key={item.id}>
              <DivisionCardLink
                href={actionHref(item.href, locale)}
                className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-card shadow-card transition-[transform,box-shadow] duration-300 hover:-translate-y-1 hover:shadow-lift"
                detail={{
                  name,
                  blurb: body,
                  image: item.image,
                  imageAlt: context.maybe(item.alt),
                  exploreHref: actionHref(item.overview, locale),
                  exploreLabel: context.text(block.overlay.explore),
                  quoteHref: actionHref(block.overlay.request.href, locale),
                  quoteLabel: context.text(block.overlay.request.label),
                  closeLabel: context.text(block.overlay.close),
                  stats,
                }}
              >
                {/* Inside the link, which the division's name names; the phone dialog describes the picture. */}
                <div className="relative aspect-[4/3] overflow-hidden">
                  <Artwork
                    src={item.image}
                    alt=""
                    width={800}
                    height={600}
                    className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                  <span className="absolute start-4 top-4 grid size-12 place-items-center rounded-xl bg-white/95 shadow-card dark:bg-brand-dark/90">
                    <Icon name={icons[item.icon]} className={cn('size-6', accentText[item.accent])} />
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-h3 font-bold">{name}</h3>
                  <p className="mt-2 text-muted-foreground">{body}</p>
                  <ul className="mt-4 space-y-1.5 text-sm">
                    {context
                      .lines(item.features)
                      .slice(0, capabilitiesOnCard)
                      .map((line, index) => (
                        <li key={index} className="flex items-center gap-2">
                          <span className={cn('size-1.5 shrink-0 rounded-full bg-current', accentText[item.accent])} aria-hidden="true" />
                          {line}
                        </li>
                      ))}
                  </ul>
                  <span className={cn('mt-6 inline-flex items-center gap-2 text-sm font-semibold', accentText[item.accent])}>
                    {context.text(block.cardLink)}
                    <Icon name="arrow-right" className="flip-rtl arrow-nudge" />
                  </span>
                </div>
              </DivisionCardLink>
            </li>
          );
        })}
      </ul>
      {/* Outlined like the landing's other quiet links: marked secondary in the seed, centred under the cards. */}
      <BlockActions actions={block.actions} context={context} className="mt-10 justify-center" />
    </div>
  );
}
