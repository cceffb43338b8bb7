import { BlockHeading, type BlockProps } from '../render-kit';

/**
 * The contents list (beside the text from large screens, where it stays in view) and the text: the date of the
 * last change, the introduction and the numbered chapters, each at its anchor. It draws its own container and rhythm
 * (`bare` in `renderers.tsx`). Without a heading of its own, the contents list's heading names the block.
 */
export function ChaptersBlock({ block, context }: BlockProps<'chapters'>) {
  const contentsId = block.title ? `${block.id}-contents` : `${block.id}-title`;
  const intro = context.maybe(block.intro);
  const sections = block.sections.map((section, index) => ({
    id: section.id,
    title: `${index + 1}. ${context.text(section.title)}`,
    paragraphs: context.lines(section.body),
  }));
  return (
    <div className="mx-auto grid max-w-site gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr] lg:py-20">
      {block.title && <BlockHeading block={{ ...block, title: block.title }} context={context} className="lg:col-span-2" />}
      <nav aria-labelledby={contentsId} className="lg:sticky lg:top-40 lg:self-start">
        <h2 id={contentsId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {context.text(block.contentsTitle)}
        </h2>
        <ol className="mt-3 space-y-2 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl">
        <p className="text-sm text-muted-foreground">{context.text(block.updated)}</p>
        {intro && <p className="mt-4 text-lg leading-relaxed">{intro}</p>}
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-40">
            <h2 id={`${section.id}-title`} className="text-h3 font-bold">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index} className="mt-3 leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
