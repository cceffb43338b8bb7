import { Artwork } from '@/components/ui/artwork';
import { partnerLogos } from '@/config/partners';
import { BlockHeading, type BlockProps } from '../render-kit';

export function LogosBlock({ block, context }: BlockProps<'logos'>) {
  const note = context.maybe(block.note);
  return (
    <>
      <BlockHeading block={block} context={context} />
      <ul aria-labelledby={`${block.id}-title`} className="flex flex-wrap justify-center gap-3 sm:gap-4">
        {partnerLogos().map((logo) => (
          <li
            key={logo.src}
            className="flex h-20 w-[calc((100%-1.5rem)/3)] items-center justify-center rounded-xl border border-border bg-card px-3 sm:h-24 sm:w-40"
          >
            <Artwork
              src={logo.src}
              alt={logo.name}
              width={200}
              height={80}
              className="h-auto max-h-14 w-full object-contain opacity-80 grayscale dark:invert"
            />
          </li>
        ))}
      </ul>
      {note && <p className="mt-8 text-center text-sm text-muted-foreground in-[.dark-band]:text-white/75">{note}</p>}
    </>
  );
}
