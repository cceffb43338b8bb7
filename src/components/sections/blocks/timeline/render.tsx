import { Timeline } from '../../sequence';
import { BlockHeading, type BlockProps } from '../render-kit';

export function TimelineBlock({ block, context }: BlockProps<'timeline'>) {
  return (
    <>
      <BlockHeading block={block} context={context} align="center" />
      <Timeline
        items={block.items.map((item) => ({
          id: item.id,
          year: context.text(item.year),
          title: context.text(item.title),
          body: context.maybe(item.body),
        }))}
      />
    </>
  );
}
