import type { ReactNode } from 'react';
import { directionOf } from '@/i18n/config';
import { TabsIsland } from '../../tabs-island';
import type { PanelBlock } from '../panel-blocks';
import { BlockHeading, type BlockContext, type BlockProps } from '../render-kit';

/** Tabs hold other blocks: `body` draws each (the registry's, passed in so this module does not import it back). */
export function TabsBlock({
  block,
  context,
  body: Body,
}: BlockProps<'tabs'> & { body: (props: { block: PanelBlock; context: BlockContext; onDark: boolean }) => ReactNode }) {
  const title = block.title && context.maybe(block.title);
  const tabs = block.tabs.map((tab) => ({
    id: tab.id,
    label: context.text(tab.label),
    panel: (
      <div className="space-y-16">
        {tab.blocks.map((inner) => (
          <div key={inner.id} id={inner.id}>
            <Body block={inner} context={context} onDark={false} />
          </div>
        ))}
      </div>
    ),
  }));
  return (
    <>
      {title && block.title && <BlockHeading block={{ ...block, title: block.title }} context={context} />}
      <TabsIsland label={title ?? context.shared('tabsLabel')} tabs={tabs} dir={directionOf(context.locale)} />
    </>
  );
}
