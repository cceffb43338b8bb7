import { Artwork } from '@/components/ui/artwork';
import { cn } from '@/lib/cn';

/**
 * An endless strip of partner marks: the list is drawn twice and slides by half its width, so the loop is seamless.
 * Pure CSS; stops under reduced motion. The second copy is hidden from assistive technology.
 */
export function PartnerMarquee({
  count,
  seconds,
  label,
  logoAlt,
  reverse = false,
  className,
}: {
  count: number;
  seconds: number;
  label: string;
  logoAlt: (n: number) => string;
  reverse?: boolean;
  className?: string;
}) {
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <section aria-label={label} className={cn('overflow-hidden', className)}>
      <div
        className={cn('flex w-max animate-marquee motion-reduce:animate-none', reverse && '[animation-direction:reverse]')}
        style={{ ['--marquee-duration' as string]: `${seconds}s` }}
      >
        {[0, 1].map((copy) => (
          <ul key={copy} className="flex shrink-0" aria-hidden={copy === 1 ? true : undefined}>
            {numbers.map((n) => (
              <li key={n} className="flex w-[200px] shrink-0 items-center justify-center px-6">
                <Artwork
                  src={`/images/partners/${n}.svg`}
                  alt={copy === 0 ? logoAlt(n) : ''}
                  width={200}
                  height={80}
                  className="h-12 w-auto opacity-70 grayscale transition-opacity hover:opacity-100 dark:invert"
                />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
