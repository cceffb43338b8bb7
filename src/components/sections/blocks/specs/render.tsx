import { SpecTable } from '../../tables';
import { BlockActions, BlockHeading, type BlockProps } from '../render-kit';

export function SpecsBlock({ block, context, onDark }: BlockProps<'specs'>) {
  return (
    <>
      <BlockHeading block={block} context={context} />
      <SpecTable
        caption={context.text(block.title)}
        rows={block.rows.map((row) => ({ key: row.id, label: context.text(row.label), value: context.text(row.value) }))}
      />
      <BlockActions actions={block.actions} context={context} className="mt-10" onDark={onDark} />
    </>
  );
}
