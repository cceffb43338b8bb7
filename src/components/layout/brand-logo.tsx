import { Artwork } from '@/components/ui/artwork';
import type { AreaNavigation } from '@/config/navigation';
import Link from 'next/link';

/** Whose lockup a header or footer shows: an area of the site, or the staff screens (which carry the group's). */
export type BrandArea = AreaNavigation['area'] | 'admin';

/**
 * Each division's own mark (`public/brand/`): the group's rising sun over the sea, the energy division's sun over a
 * solar panel, the electronics division's chip with circuit traces. Replaceable file by file.
 */
const markOf: Record<BrandArea, string> = {
  group: '/brand/logo-mark.svg',
  energy: '/brand/logo-mark-energy.svg',
  electronics: '/brand/logo-mark-electronics.svg',
  admin: '/brand/logo-mark.svg',
};

/** The area's mark with the area's name; links to the area's home. */
export function BrandLogo({
  area,
  href,
  name,
  tagline,
  inverted = false,
}: {
  area: BrandArea;
  href: string;
  name: string;
  tagline: string;
  inverted?: boolean;
}) {
  return (
    <Link href={href} className="flex shrink-0 items-center gap-2 rounded-md sm:gap-3">
      <Artwork src={markOf[area]} alt="" width={44} height={44} className="size-10 sm:size-11" priority />
      <span className="leading-tight">
        <span className={inverted ? 'block text-base font-bold text-white sm:text-lg' : 'block text-base font-bold text-foreground sm:text-lg'}>
          {name}
        </span>
        <span className={inverted ? 'block text-xs text-white/75' : 'block text-xs text-muted-foreground'}>{tagline}</span>
      </span>
    </Link>
  );
}
