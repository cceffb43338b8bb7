import { Icon } from '@/components/ui/icon';
import { Artwork } from '@/components/ui/artwork';
import { FigureValue } from '@/components/ui/figure-value';
import { cn } from '@/lib/cn';
import { DialogIsland } from '../../dialog-island';
import { IconBadge } from '../../feature-grid';
import { BlockHeading, type BlockProps } from '../render-kit';

export function CertificatesBlock({ block, context }: BlockProps<'certificates'>) {
  const { shared } = context;
  return (
    <>
      <BlockHeading block={block} context={context} />
      <ul className={cn('grid gap-6', block.items.length === 2 ? 'md:grid-cols-2' : 'lg:grid-cols-3')}>
        {block.items.map((item) => {
          const title = context.text(item.title);
          const body = context.maybe(item.body);
          const named = shared('certificateOf', { standard: item.standard ?? title });
          return (
            <li key={item.id} className="flex flex-col rounded-card border border-border bg-card p-6 shadow-card">
              <div className="flex items-start justify-between gap-4">
                <IconBadge icon={item.icon ?? 'shield'} />
                <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200">
                  <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
                  {shared('active')}
                </span>
              </div>
              <p className="mt-5 text-2xl font-bold text-(--area)">{item.standard && <FigureValue value={item.standard} />}</p>
              <h3 className="mt-1 text-h3 font-semibold">{title}</h3>
              {body && <p className="mt-2 flex-1 text-muted-foreground">{body}</p>}
              <p className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
                <Icon name="shield-check" className="size-4" />
                {shared('certified')}
              </p>
              {item.image && (
                <DialogIsland
                  title={named}
                  closeLabel={shared('close')}
                  triggerClassName="mt-5 inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border px-4 text-sm font-semibold hover:bg-muted"
                  trigger={shared('viewCertificate')}
                >
                  <Artwork
                    src={item.image}
                    alt={named}
                    width={900}
                    height={1200}
                    className="mx-auto h-auto max-h-[70dvh] w-auto rounded-lg border border-border"
                  />
                </DialogIsland>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
