import { actionHref } from '../../actions';
import { CardGrid, ChipFilter } from '../../card-grid';
import { BlockActions, BlockHeading, cardWords, type BlockProps } from '../render-kit';

export function CardsBlock({ block, context, onDark }: BlockProps<'cards'>) {
  const { locale, shared } = context;
  const filterLabel = (value: string) => {
    const filter = block.filters?.find((candidate) => candidate.value === value);
    return filter ? context.text(filter.label) : value;
  };
  const cards = block.items.map((item) => {
    const words = cardWords(item, context);
    return {
      id: item.id,
      title: words.title,
      body: words.body,
      image: item.image,
      imageAlt: context.maybe(item.alt),
      icon: item.icon,
      href: item.href ? actionHref(item.href, locale) : undefined,
      category: item.category,
      categoryLabel: item.category ? filterLabel(item.category) : words.subtitle,
      features: words.features,
      figures: (item.figures ?? []).map((figure) => ({ id: figure.id, label: context.text(figure.label), value: context.text(figure.value) })),
      highlight: item.highlight,
      links: item.links?.map((link) => ({ id: link.id, href: actionHref(link.href, locale), label: context.text(link.label) })),
    };
  });
  const grid = <CardGrid items={cards} columns={block.columns} linkLabel={shared('learnMore')} />;
  return (
    <>
      <BlockHeading block={block} context={context} />
      {block.filters ? (
        <ChipFilter
          id={block.id}
          legend={shared('filterLabel')}
          chips={block.filters.map((filter) => ({ value: filter.value, label: context.text(filter.label) }))}
        >
          {grid}
        </ChipFilter>
      ) : (
        grid
      )}
      <BlockActions actions={block.actions} context={context} onDark={onDark} />
    </>
  );
}
