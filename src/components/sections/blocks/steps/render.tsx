import { Steps } from '../../sequence';
import { BlockHeading, type BlockProps } from '../render-kit';

export function StepsBlock({ block, context }: BlockProps<'steps'>) {
  return (
    <>
      <BlockHeading block={block} context={context} />
      <Steps items={block.items.map((item) => ({ id: item.id, icon: item.icon, title: context.text(item.title), body: context.maybe(item.body) }))} />
    </>
  );
}
