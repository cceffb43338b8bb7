import { StatGrid } from '../../stats';
import { BlockHeading, type BlockProps } from '../render-kit';

export function StatsBlock({ block, context }: BlockProps<'stats'>) {
  return (
    <>
      <BlockHeading block={block} context={context} />
      <StatGrid
        items={block.items.map((item) => ({
          id: item.id,
          value: context.text(item.value),
          label: context.text(item.title),
          body: context.maybe(item.body),
        }))}
      />
    </>
  );
}
