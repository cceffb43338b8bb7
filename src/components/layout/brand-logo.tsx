import { Artwork } from '@/components/ui/artwork';
import Link from 'next/link';

/** The group's mark with the area's name; links to the area's home. */
export function BrandLogo({ href, name, tagline, inverted = false }: { href: string; name: string; tagline: string; inverted?: boolean }) {
  return (
    <Link href={href} className="flex shrink-0 items-center gap-2 rounded-md sm:gap-3">
      <Artwork src="/brand/logo-mark.svg" alt="" width={44} height={44} className="size-10 sm:size-11" priority />
      <span className="leading-tight">
        <span className={inverted ? 'block text-base font-bold text-white sm:text-lg' : 'block text-base font-bold text-foreground sm:text-lg'}>
          {name}
        </span>
        <span className={inverted ? 'block text-xs text-white/75' : 'block text-xs text-muted-foreground'}>{tagline}</span>
      </span>
    </Link>
  );
}
