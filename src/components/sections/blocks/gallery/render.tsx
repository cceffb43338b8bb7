import { Picture } from '@/components/ui/picture';
import { BlockHeading, type BlockProps } from '../render-kit';

/** Pictures in a grid, each a link to itself at full size, captions under them; items still without a picture are left out. */
export function GalleryBlock({ block, context }: BlockProps<'gallery'>) {
  const items = block.items.filter((item): item is typeof item & { image: string } => !!item.image);
  if (items.length === 0) return null;
  return (
    <>
      <BlockHeading block={block} context={context} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const alt = context.maybe(item.alt) ?? '';
          const caption = context.maybe(item.caption);
          return (
            <li key={item.id}>
              <figure>
                <a
                  href={item.image}
                  className="group block overflow-hidden rounded-card border border-border bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  aria-label={context.shared('openPicture') + (alt ? `: ${alt}` : '')}
                >
                  <span className="relative block aspect-[4/3]">
                    <Picture
                      src={item.image}
                      alt={alt}
                      fill
                      className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                    />
                  </span>
                </a>
                {caption && <figcaption className="mt-2 text-sm text-muted-foreground">{caption}</figcaption>}
              </figure>
            </li>
          );
        })}
      </ul>
    </>
  );
}
