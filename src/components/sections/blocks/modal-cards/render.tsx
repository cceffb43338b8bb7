import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { DialogIsland } from '../../dialog-island';
import { BlockHeading, type BlockProps } from '../render-kit';

export function ModalCardsBlock({ block, context }: BlockProps<'modalCards'>) {
  const { shared } = context;
  return (
    <>
      <BlockHeading block={block} context={context} />
      <ul className="grid gap-6 md:grid-cols-2">
        {block.items.map((item) => {
          const title = context.text(item.title);
          const subtitle = context.maybe(item.subtitle);
          const body = context.maybe(item.body);
          const features = context.lines(item.features);
          const conclusion = context.maybe(item.conclusion);
          return (
            <li key={item.id}>
              <DialogIsland
                title={title}
                closeLabel={shared('close')}
                triggerClassName="lift group flex h-full w-full cursor-pointer flex-col overflow-hidden rounded-card border border-border bg-card text-start shadow-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                trigger={
                  <>
                    {/* Inside the button, which the card's words name; the dialog describes the picture. */}
                    {item.image && (
                      <span className="relative block aspect-[16/10] w-full overflow-hidden bg-muted">
                        <Picture
                          src={item.image}
                          alt=""
                          fill
                          className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                        />
                      </span>
                    )}
                    <span className="flex flex-1 flex-col p-6">
                      {subtitle && <span className="eyebrow text-xs">{subtitle}</span>}
                      <span className="mt-1 text-h3 font-semibold">{title}</span>
                      {body && <span className="mt-2 line-clamp-3 text-muted-foreground">{body}</span>}
                      <span className="mt-auto pt-5 text-sm font-semibold text-(--area)">{shared('viewDetails')}</span>
                    </span>
                  </>
                }
              >
                <div className="grid gap-6 md:grid-cols-[1fr_1.2fr]">
                  {item.image && (
                    <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted">
                      <Picture src={item.image} alt={context.maybe(item.alt) ?? ''} fill className="object-cover" />
                    </div>
                  )}
                  <div>
                    {subtitle && <p className="font-semibold text-(--area)">{subtitle}</p>}
                    {body && <p className="mt-2 text-muted-foreground">{body}</p>}
                  </div>
                </div>
                {features.length > 0 && (
                  <>
                    <h3 className="mt-6 font-bold">{shared('keyFeatures')}</h3>
                    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                      {features.map((feature) => (
                        <li key={feature} className="flex gap-2">
                          <Icon name="badge-check" className="mt-0.5 size-5 shrink-0 text-(--area)" />
                          {feature}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {conclusion && <p className="mt-6 rounded-xl bg-muted p-4">{conclusion}</p>}
              </DialogIsland>
            </li>
          );
        })}
      </ul>
    </>
  );
}
