import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { directionOf, type Locale } from '@/i18n/config';
import { actionHref } from './actions';
import { AreaAccent, areaVariant } from './area-accent';
import type { PageDocument } from './blocks/document';
import { BlockActions, type BlockContext } from './blocks/render-kit';
import { BlockSection } from './blocks/renderers';
import { wordsIn } from './blocks/words';
import { PageHero } from './page-hero';
import { SlideshowHero } from './slideshow-hero';
import { SplitHero } from './split-hero';
import { Picture } from '@/components/ui/picture';
import { VideoHero } from './video-hero';

/**
 * A page drawn from its content document (decision 011): its hero, then each block as its section, in the page's
 * language. `sources` gives the title and card line of the other pages its cards show. A page that is also a tool
 * (a form, the calculator, the news list) puts it under the hero (`tool`) or after the blocks (`children`).
 */
export async function PageDocumentView({
  page,
  locale,
  sources,
  certificates = [],
  caseStudies = [],
  tool,
  children,
  printHero = true,
}: {
  page: PageDocument;
  locale: Locale;
  sources: BlockContext['source'];
  /** The division's valid certificates, for a certificates block. */
  certificates?: BlockContext['certificates'];
  /** The published case studies, for a case studies block. */
  caseStudies?: BlockContext['caseStudies'];
  tool?: ReactNode;
  children?: ReactNode;
  /** False where a printout is the tool's answer alone (the calculator's estimate). */
  printHero?: boolean;
}) {
  const shared = await getTranslations({ locale, namespace: 'sections' });
  const context: BlockContext = { locale, shared, variant: areaVariant(page.accent), source: sources, certificates, caseStudies, ...wordsIn(locale) };
  const { hero } = page;
  const dir = directionOf(locale);
  const heroView = hero.slides ? (
    <SlideshowHero
      eyebrow={context.maybe(hero.eyebrow)}
      title={context.text(hero.title)}
      slides={hero.slides.map((slide) => ({
        id: slide.id,
        image: slide.image,
        title: context.text(slide.title),
        lead: context.maybe(slide.lead),
      }))}
      actions={hero.actions && <BlockActions actions={hero.actions} context={context} className="" onDark />}
      labels={{ ...slideLabels(shared, hero.slides.length), previous: shared('previous'), next: shared('next') }}
      dir={dir}
    />
  ) : hero.video ? (
    <VideoHero
      poster={hero.image}
      sources={hero.video}
      loadingLabel={shared('videoLoading')}
      eyebrow={context.maybe(hero.eyebrow)}
      title={context.text(hero.title)}
      lead={context.maybe(hero.lead)}
      // The group's video hero (the landing page) wears the gold of the group's dark bands; an area's, its own tint.
      gold={page.accent === 'group'}
      actions={
        hero.actions && (
          <BlockActions actions={hero.actions} context={context} className="" onDark variant={page.accent === 'group' ? 'accent' : undefined} />
        )
      }
      scrollHint={hero.scrollHint && page.blocks[0] && { label: context.text(hero.scrollHint), href: `#${page.blocks[0].id}` }}
    />
  ) : hero.layout === 'banner' ? (
    <PageHero
      eyebrow={context.maybe(hero.eyebrow)}
      title={context.text(hero.title)}
      lead={context.maybe(hero.lead)}
      image={hero.image}
      actions={hero.actions && <BlockActions actions={hero.actions} context={context} className="mt-2" onDark />}
    />
  ) : (
    <SplitHero
      picture={Picture}
      eyebrow={context.maybe(hero.eyebrow)}
      title={context.text(hero.title)}
      lead={context.maybe(hero.lead)}
      image={hero.image}
      imageAlt={context.maybe(hero.alt)}
      badge={context.maybe(hero.badge)}
      focus={hero.focus}
      back={hero.back ? { href: actionHref(hero.back.href, locale), label: context.text(hero.back.label) } : undefined}
      actions={hero.actions && <BlockActions actions={hero.actions} context={context} className="" />}
      rotation={
        hero.rotate && { images: hero.rotate, dir, labels: { ...slideLabels(shared, hero.rotate.length + 1), region: shared('rotatingImages') } }
      }
    />
  );
  return (
    <AreaAccent area={page.accent}>
      {printHero ? heroView : <div className="print:hidden">{heroView}</div>}
      {tool}
      {page.blocks.map((block) => (
        <BlockSection key={block.id} block={block} context={context} />
      ))}
      {children}
    </AreaAccent>
  );
}

/** The words of a rotator's controls for `count` slides, in the page's language. */
function slideLabels(shared: BlockContext['shared'], count: number) {
  // Figures go in as strings so ICU leaves them in the site's Western digits.
  const numbers = Array.from({ length: count }, (_, i) => ({ n: String(i + 1), total: String(count) }));
  return {
    region: shared('slideshow'),
    slides: numbers.map((values) => shared('slideOf', values)),
    pick: numbers.map((values) => shared('showSlide', values)),
    pause: shared('pauseRotation'),
    play: shared('playRotation'),
  };
}
