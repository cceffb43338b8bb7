import { actionHref } from '../../actions';
import { BentoGrid } from '../../bento-grid';
import { BlockActions, BlockHeading, cardWords, type BlockProps } from '../render-kit';

export function BentoBlock({ block, context, onDark }: BlockProps<'bento'>) {
  return (
    <>
      <BlockHeading block={block} context={context} />
      <BentoGrid
        linkLabel={context.shared('learnMore')}
        columns={block.columns}
        tiles={block.items.map((item) => ({
          ...cardWords(item, context),
          href: item.href ? actionHref(item.href, context.locale) : undefined,
          highlight: item.highlight,
          id: item.id,
          size: item.size ?? 'small',
          icon: item.icon,
          image: item.image,
          imageAlt: context.maybe(item.alt),
        }))}
      />
      <BlockActions actions={block.actions} context={context} onDark={onDark} />
    </>
  );
}
