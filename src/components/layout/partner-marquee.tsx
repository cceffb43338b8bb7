import { Picture } from '@/components/ui/picture';
import type { PartnerLogo } from '@/config/partners';
import { cn } from '@/lib/cn';

/** A strip holds at least this many marks, repeating a short list, so the loop never shows a gap on a wide screen. */
const minimumPerStrip = 10;

/**
 * An endless strip of the configured partner logos (`src/config/partners.ts`): the strip is drawn twice and slides by
 * half its width, so the loop is seamless. Pure CSS; stops under reduced motion. Each logo is named once: the repeats
 * that fill a short list and the second copy are hidden from assistive technology.
 */
export function PartnerMarquee({
  logos,
  seconds,
  label,
  reverse = false,
  className,
}: {
  logos: PartnerLogo[];
  seconds: number;
  label: string;
  reverse?: boolean;
  className?: string;
}) {
  if (logos.length === 0) return null;
  const strip = Array.from({ length: Math.max(logos.length, Math.ceil(minimumPerStrip / logos.length) * logos.length) }, (_, i) => ({
    logo: logos[i % logos.length]!,
    repeat: i >= logos.length,
  }));
  return (
    <section aria-label={label} className={cn('overflow-hidden', className)}>
      <div
        className={cn('flex w-max animate-marquee motion-reduce:animate-none', reverse && '[animation-direction:reverse]')}
        style={{ ['--marquee-duration' as string]: `${seconds}s` }}
      >
        {[0, 1].map((copy) => (
          <ul key={copy} className="flex shrink-0" aria-hidden={copy === 1 ? true : undefined}>
            {strip.map(({ logo, repeat }, index) => (
              <li
                key={index}
                className="flex w-[200px] shrink-0 items-center justify-center px-6"
                aria-hidden={copy === 0 && repeat ? true : undefined}
              >
                <Picture
                  src={logo.src}
                  alt={copy === 0 && !repeat ? logo.name : ''}
                  width={200}
                  height={80}
                  className="h-12 w-auto max-w-full object-contain opacity-70 grayscale transition-opacity hover:opacity-100 dark:invert"
                />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
