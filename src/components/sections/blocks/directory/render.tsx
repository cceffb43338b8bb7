import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { icons } from '../../icons';
import { BlockHeading, type BlockProps } from '../render-kit';

/**
 * A bar of links to the categories on a muted band, then each category (icon, heading, line) with its services as
 * cards, each category and service at its anchor; a service a link points at is outlined in the area's colour. It
 * draws its own bands and container (`bare` in `renderers.tsx`). Without a heading of its own, the bar's label names
 * the block.
 */
export function DirectoryBlock({ block, context }: BlockProps<'directory'>) {
  return (
    <>
      <nav id={block.title ? undefined : `${block.id}-title`} aria-label={context.text(block.navLabel)} className="border-b border-border bg-muted">
        <ul className="mx-auto flex max-w-site flex-wrap gap-2 px-4 py-4 sm:px-6">
          {block.categories.map((category) => (
            <li key={category.id}>
              <a href={`#${category.id}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                {context.text(category.title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-site space-y-16 px-4 py-16 sm:px-6">
        {block.title && <BlockHeading block={{ ...block, title: block.title }} context={context} className="" />}
        {block.categories.map((category) => {
          const body = context.maybe(category.body);
          return (
            <section key={category.id} id={category.id} aria-labelledby={`${category.id}-title`} className="scroll-mt-40 space-y-6">
              <div className="flex items-start gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-card bg-primary text-primary-foreground">
                  <Icon name={icons[category.icon ?? 'circuit']} className="size-6" />
                </span>
                <div>
                  <h2 id={`${category.id}-title`} className="text-h2 font-bold">
                    {context.text(category.title)}
                  </h2>
                  {body && <p className="mt-1 max-w-3xl text-muted-foreground">{body}</p>}
                </div>
              </div>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {category.services.map((service) => {
                  const serviceBody = context.maybe(service.body);
                  return (
                    <li
                      key={service.id}
                      id={service.id}
                      className="scroll-mt-40 rounded-card border border-border bg-card p-5 shadow-card target:border-(--area) target:ring-2 target:ring-(--area)"
                    >
                      <h3 className="text-h3 font-semibold">{context.text(service.title)}</h3>
                      {serviceBody && <p className="mt-2 text-muted-foreground">{serviceBody}</p>}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
