import { Picture } from '@/components/ui/picture';
import { FeatureGrid } from '../../feature-grid';
import { Paragraphs } from '../../section';
import { BlockActions, BlockHeading, type BlockProps } from '../render-kit';

export function IntroBlock({ block, context, onDark }: BlockProps<'intro'>) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div>
        <BlockHeading block={block} context={context} className="mb-6" />
        <Paragraphs paragraphs={context.lines(block.body)} />
        <BlockActions actions={block.actions} context={context} className="mt-8" onDark={onDark} />
      </div>
      {block.image ? (
        <div className="relative aspect-[4/3] overflow-hidden rounded-card border border-border bg-card shadow-lift">
          <Picture src={block.image} alt={context.maybe(block.alt) ?? ''} fill className="object-cover" />
        </div>
      ) : block.items ? (
        <FeatureGrid
          items={block.items.map((item) => ({ id: item.id, icon: item.icon, title: context.text(item.title), body: context.maybe(item.body) }))}
          style="list"
          columns={2}
        />
      ) : null}
    </div>
  );
}
