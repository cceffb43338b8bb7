import { PartnerMarquee } from '@/components/layout/partner-marquee';
import { partnerLogos } from '@/config/partners';
import type { BlockProps } from '../render-kit';

/** The partner logos in endless strips under a centred heading (`BlockSection` leaves it out while none is listed). */
export function PartnersBlock({ block, context }: BlockProps<'partners'>) {
  const logos = partnerLogos();
  // A long list runs in two strips in opposite directions (spec: two strips); a short one in one.
  const half = Math.ceil(logos.length / 2);
  const rows = logos.length >= 12 ? [logos.slice(0, half), logos.slice(half)] : [logos];
  const title = context.text(block.title);
  const lead = context.maybe(block.lead);
  return (
    <div className="py-16">
      <div className="mx-auto max-w-site px-4 sm:px-6">
        <h2 id={`${block.id}-title`} className="text-center text-h2 font-bold">
          {title}
        </h2>
        {lead && <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{lead}</p>}
      </div>
      <div className="mt-10 space-y-6 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        {rows.map((row, index) => (
          <PartnerMarquee key={index} logos={row} seconds={40} reverse={index === 1} label={title} />
        ))}
      </div>
    </div>
  );
}
