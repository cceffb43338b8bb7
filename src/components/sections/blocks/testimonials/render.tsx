import { Testimonials } from '../../sequence';
import { BlockHeading, type BlockProps } from '../render-kit';

export function TestimonialsBlock({ block, context }: BlockProps<'testimonials'>) {
  return (
    <>
      <BlockHeading block={block} context={context} />
      <Testimonials
        items={block.items.map((item) => ({
          id: item.id,
          quote: context.text(item.quote),
          role: context.text(item.role),
          company: context.text(item.company),
        }))}
      />
    </>
  );
}
