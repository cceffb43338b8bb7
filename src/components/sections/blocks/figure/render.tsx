import { Picture } from '@/components/ui/picture';
import { BlockHeading, type BlockProps } from '../render-kit';

export function FigureBlock({ block, context }: BlockProps<'figure'>) {
  const caption = context.maybe(block.caption);
  return (
    <>
      <BlockHeading block={block} context={context} />
      <figure>
        <Picture
          src={block.image}
          alt={context.text(block.alt)}
          width={1600}
          height={900}
          className="h-auto w-full rounded-card border border-border"
        />
        {caption && <figcaption className="mt-3 text-sm text-muted-foreground">{caption}</figcaption>}
      </figure>
    </>
  );
}
