import { FeatureGrid } from '../../feature-grid';
import { BlockActions, BlockHeading, type BlockProps } from '../render-kit';

export function FeaturesBlock({ block, context, onDark }: BlockProps<'features'>) {
  return (
    <>
      <BlockHeading block={block} context={context} />
      <FeatureGrid
        items={block.items.map((item) => ({
          id: item.id,
          icon: item.icon,
          title: context.text(item.title),
          body: context.maybe(item.body),
          features: context.lines(item.features),
        }))}
        style={block.style}
        columns={block.columns}
        image={block.image}
        imageAlt={context.maybe(block.alt)}
      />
      <BlockActions actions={block.actions} context={context} onDark={onDark} />
    </>
  );
}
