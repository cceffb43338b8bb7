import { BlockActions, type BlockProps } from '../render-kit';

export function CtaBlock({ block, context, onDark }: BlockProps<'cta'>) {
  const lead = context.maybe(block.lead);
  return (
    <div className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
      <div className="max-w-2xl">
        <h2 id={`${block.id}-title`} className="text-h1 font-bold text-balance">
          {context.text(block.title)}
        </h2>
        {lead && <p className="mt-3 text-lg text-muted-foreground">{lead}</p>}
      </div>
      <BlockActions actions={block.actions} context={context} className="" onDark={onDark} />
    </div>
  );
}
