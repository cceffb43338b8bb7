import { MediaRows } from '../../media-rows';
import { BlockHeading, type BlockProps } from '../render-kit';

export function MediaBlock({ block, context }: BlockProps<'media'>) {
  return (
    <>
      <BlockHeading block={block} context={context} />
      <MediaRows
        rows={block.items.map((item) => ({
          id: item.id,
          title: context.text(item.title),
          subtitle: context.maybe(item.subtitle),
          body: context.maybe(item.body),
          image: item.image,
          imageAlt: context.maybe(item.alt),
          icon: item.icon,
          features: context.lines(item.features),
          badges: (block.badges ?? []).map((badge) => ({
            label: context.text(badge.label),
            value: context.maybe(item.badges?.[badge.id]) ?? '',
          })),
        }))}
      />
    </>
  );
}
