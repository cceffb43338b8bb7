import { Picture } from '@/components/ui/picture';
import { Dashboard } from '../../sequence';
import { BlockHeading, type BlockProps } from '../render-kit';

export function DashboardBlock({ block, context }: BlockProps<'dashboard'>) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
      <div>
        <BlockHeading block={block} context={context} className="" />
        {block.image && (
          <div className="relative mt-8 hidden aspect-[4/3] overflow-hidden rounded-card border border-border lg:block">
            <Picture src={block.image} alt={context.maybe(block.alt) ?? ''} fill className="object-cover" />
          </div>
        )}
      </div>
      <Dashboard
        title={context.text(block.panel)}
        readings={block.items.map((item) => ({
          id: item.id,
          label: context.text(item.title),
          value: context.text(item.value),
          status: item.status,
          icon: item.icon,
        }))}
        note={context.maybe(block.note)}
      />
    </div>
  );
}
