import { Icon } from '@/components/ui/icon';
import { directionOf } from '@/i18n/config';
import { CarouselIsland } from '../../carousel-island';
import { icons } from '../../icons';
import { BlockHeading, type BlockProps } from '../render-kit';

export function CarouselBlock({ block, context }: BlockProps<'carousel'>) {
  const { shared } = context;
  const total = block.items.length;
  return (
    <>
      <BlockHeading block={block} context={context} />
      <CarouselIsland
        interval={2500}
        dir={directionOf(context.locale)}
        labels={{
          region: context.text(block.title),
          slides: block.items.map((_, i) => shared('stepOf', { n: String(i + 1), total: String(total) })),
          previous: shared('previous'),
          next: shared('next'),
          pause: shared('pauseCarousel'),
          play: shared('playCarousel'),
        }}
        slides={block.items.map((item, index) => {
          const body = context.maybe(item.body);
          return (
            <article key={item.id} className="flex w-full flex-col rounded-card border border-border bg-card p-6 shadow-card">
              <div className="flex items-center justify-between gap-4">
                <span className="icon-badge">
                  <Icon name={icons[item.icon ?? 'activity']} className="size-6" />
                </span>
                <span aria-hidden="true" className="text-3xl font-bold text-(--area)">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-5 text-h3 font-semibold">{context.text(item.title)}</h3>
              {body && <p className="mt-2 text-muted-foreground">{body}</p>}
            </article>
          );
        })}
      />
    </>
  );
}
