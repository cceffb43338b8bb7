import { Icon } from '@/components/ui/icon';
import { Artwork } from '@/components/ui/artwork';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { RotatorControls, RotatorIsland } from './rotator-island';

/**
 * Hero of an inner page: words on the start side, the page's artwork framed on the end side (below on
 * phones), an optional fixed badge on the artwork and a back link. The band wears the area's soft tint and pattern.
 */
export function SplitHero({
  eyebrow,
  title,
  lead,
  image,
  imageAlt = '',
  badge,
  focus = 'center',
  back,
  actions,
  rotation,
  preload = true,
  picture: Frame = Artwork,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  image: string;
  /** What the (first) picture shows; the further ones of a rotation decorate. */
  imageAlt?: string;
  badge?: string;
  focus?: string;
  back?: { href: string; label: string };
  actions?: ReactNode;
  /** Further artwork the frame turns through after `image`, every 5 s, with a pause button and a dot per picture. */
  /**
   * Load the (first) picture at once and preload it from the head. Off where the hero is rendered ahead of need
   * (the not-found view rides in every page's payload, and React hints its eager pictures from there): lazy.
   */
  preload?: boolean;
  rotation?: { images: string[]; dir: 'ltr' | 'rtl'; labels: { region: string; slides: string[]; pick: string[]; pause: string; play: string } };
  /**
   * What draws the pictures: `Artwork`, or on pages drawn on the server `Picture`, which resizes uploads (it cannot
   * ride into the error views, which are client components).
   */
  picture?: typeof Artwork;
}) {
  const frame = 'relative aspect-[16/10] overflow-hidden rounded-[1.5rem] border border-border bg-card shadow-lift';
  return (
    <section className="hero-band relative isolate overflow-hidden border-b border-border bg-(--area-soft)/60 dark:bg-(--area-soft)/25">
      <div aria-hidden="true" className="area-pattern absolute inset-0 -z-10 opacity-30 dark:opacity-10" />
      <div className="mx-auto grid max-w-site items-center gap-10 px-4 py-12 sm:px-6 md:py-16 lg:min-h-[min(50vh,34rem)] lg:grid-cols-[1.05fr_1fr] lg:gap-14">
        <div className="min-w-0">
          {back && (
            <Link href={back.href} className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-(--area) hover:underline">
              <Icon name="arrow-left" className="flip-rtl size-4" />
              {back.label}
            </Link>
          )}
          {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
          <h1 className="text-display font-bold text-balance wrap-break-word hyphens-auto text-foreground">{title}</h1>
          {lead && <p className="mt-5 max-w-2xl text-lg text-muted-foreground sm:text-xl">{lead}</p>}
          {actions && <div className="mt-8">{actions}</div>}
        </div>
        <div className="relative">
          {rotation ? (
            <RotatorIsland count={rotation.images.length + 1} interval={5000} label={rotation.labels.region} className="grid">
              {[image, ...rotation.images].map((src, index) => (
                <div key={src} data-slide-index={index} className={frame}>
                  <Frame
                    src={src}
                    alt={index === 0 ? imageAlt : ''}
                    fill
                    preload={preload && index === 0}
                    className="object-cover"
                    style={{ objectPosition: focus }}
                  />
                </div>
              ))}
              <RotatorControls
                labels={rotation.labels}
                dir={rotation.dir}
                className="mt-4 justify-center rounded-full text-foreground [grid-area:2/1]"
              />
            </RotatorIsland>
          ) : (
            <div className={frame}>
              <Frame src={image} alt={imageAlt} fill preload={preload} className="object-cover" style={{ objectPosition: focus }} />
            </div>
          )}
          {badge && (
            <p className="absolute -bottom-4 start-6 rounded-full bg-(--area) px-5 py-2 text-sm font-bold tracking-wider text-white shadow-lift dark:text-brand-dark">
              <bdi>{badge}</bdi>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
