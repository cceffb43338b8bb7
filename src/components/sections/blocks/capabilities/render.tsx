import { withGroupFigures } from '@/components/layout/trust-signals';
import { Icon } from '@/components/ui/icon';
import { icons } from '../../icons';
import { BlockActions, type BlockProps } from '../render-kit';

/**
 * Why the group: the heading, points and buttons beside cards, over the electronics line pattern. Drawn for the dark
 * band it sits on by default; on a light one its words and cards take the page's colours.
 */
export function CapabilitiesBlock({ block, context, onDark }: BlockProps<'capabilities'>) {
  const eyebrow = context.maybe(block.eyebrow);
  const lead = context.maybe(block.lead);
  // A card's words may name the group's figures (`{countries}`): written in before the Latin runs are isolated.
  const filled = (words: { ar: string; en: string }) => context.text({ ar: withGroupFigures(words.ar, 'ar'), en: withGroupFigures(words.en, 'en') });
  return (
    <div className="relative isolate overflow-hidden py-20 lg:py-28">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[url('/images/patterns/pcb-traces.svg')] bg-[length:320px] text-brand-accent opacity-15"
      />
      <div className="mx-auto grid max-w-site gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr]">
        <div>
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase in-[.dark-band]:text-brand-accent">{eyebrow}</p>}
          <h2 id={`${block.id}-title`} className="mt-2 text-h1 font-bold">
            {context.text(block.title)}
          </h2>
          {lead && <p className="mt-4 text-lg text-muted-foreground in-[.dark-band]:text-white/80">{lead}</p>}
          {block.points && block.points.length > 0 && (
            <ul className="mt-8 space-y-3">
              {context.lines(block.points).map((point, index) => (
                <li key={index} className="flex gap-3">
                  <span className="mt-2.5 size-2 shrink-0 rounded-full bg-primary in-[.dark-band]:bg-brand-accent" aria-hidden="true" />
                  <span className="in-[.dark-band]:text-white/90">{point}</span>
                </li>
              ))}
            </ul>
          )}
          <BlockActions actions={block.actions} context={context} className="mt-8" onDark={onDark} variant={onDark ? 'accent' : undefined} />
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {block.items.map((item) => (
            <li
              key={item.id}
              className="rounded-card border border-border bg-card p-6 in-[.dark-band]:border-white/10 in-[.dark-band]:bg-white/5 in-[.dark-band]:backdrop-blur-sm"
            >
              <Icon name={icons[item.icon]} className="size-8 text-primary in-[.dark-band]:text-brand-accent" />
              <h3 className="mt-4 text-h3 font-semibold">{context.text(item.title)}</h3>
              <p className="mt-2 text-muted-foreground in-[.dark-band]:text-white/75">{filled(item.body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
