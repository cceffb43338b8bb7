import { Icon } from '@/components/ui/icon';
import { Artwork } from '@/components/ui/artwork';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { partnerLogos } from '@/config/partners';
import { siteConfig } from '@/config/site';
import { directionOf, type Locale } from '@/i18n/config';
import { cn } from '@/lib/cn';
import { ActionRow, actionHref, type AreaVariant } from './actions';
import { AreaAccent, areaVariant } from './area-accent';
import { BentoGrid } from './bento-grid';
import { CardGrid, ChipFilter } from './card-grid';
import { ContactBlock } from './contact-block';
import { pageCopy, type Copy } from './copy';
import { DialogIsland } from './dialog-island';
import { FeatureGrid, IconBadge } from './feature-grid';
import { icons } from './icons';
import { MediaRows } from './media-rows';
import { Paragraphs, Section, SectionHeading } from './section';
import { Dashboard, Steps, Testimonials, Timeline } from './sequence';
import { CarouselIsland } from './carousel-island';
import { SearchableTable } from './searchable-table';
import { SlideshowHero } from './slideshow-hero';
import { SplitHero } from './split-hero';
import { VideoHero } from './video-hero';
import { StatGrid } from './stats';
import { ComparisonTable, SpecTable } from './tables';
import { TabsIsland } from './tabs-island';
import type { Action, Block, Item, PageDefinition } from './types';
import { FigureValue } from '@/components/ui/figure-value';

type Context = { copy: Copy; shared: Awaited<ReturnType<typeof getTranslations>>; locale: Locale; variant: AreaVariant };

/** A page described as data (`PageDefinition`): its hero, then each block as its section, with the words from the page's namespace. */
export async function PageBlocks({ page, locale, children }: { page: PageDefinition; locale: Locale; children?: ReactNode }) {
  const copy = await pageCopy(locale, page.namespace, page.sharedNamespace);
  const shared = await getTranslations({ locale, namespace: 'sections' });
  const context: Context = { copy, shared, locale, variant: areaVariant(page.accent) };
  const { hero } = page;
  const heroActions = hero.actions && (
    <ActionRow actions={hero.actions} labels={copy.text} locale={locale} variant={context.variant} onDark={Boolean(hero.video)} />
  );
  return (
    <AreaAccent area={page.accent}>
      {hero.slides ? (
        <SlideshowHero
          eyebrow={copy.maybe('hero.eyebrow')}
          title={copy.text('hero.title')}
          slides={hero.slides.map((slide) => ({
            id: slide.id,
            image: slide.image,
            title: copy.text(`hero.slides.${slide.id}.title`),
            lead: copy.maybe(`hero.slides.${slide.id}.lead`),
          }))}
          actions={hero.actions && <ActionRow actions={hero.actions} labels={copy.text} locale={locale} variant={context.variant} onDark />}
          labels={{ ...slideLabels(shared, hero.slides.length), previous: shared('previous'), next: shared('next') }}
          dir={directionOf(locale)}
        />
      ) : hero.video ? (
        <VideoHero
          poster={hero.image}
          sources={hero.video}
          loadingLabel={shared('videoLoading')}
          eyebrow={copy.maybe('hero.eyebrow')}
          title={copy.text('hero.title')}
          lead={copy.maybe('hero.lead')}
          actions={heroActions}
        />
      ) : (
        <SplitHero
          eyebrow={copy.maybe('hero.eyebrow')}
          title={copy.text('hero.title')}
          lead={copy.maybe('hero.lead')}
          image={hero.image}
          badge={copy.maybe('hero.badge')}
          focus={hero.focus}
          back={hero.back ? { href: actionHref(hero.back, locale), label: copy.text('hero.back') } : undefined}
          actions={heroActions}
          rotation={
            hero.rotate && {
              images: hero.rotate,
              dir: directionOf(locale),
              labels: { ...slideLabels(shared, hero.rotate.length + 1), region: shared('rotatingImages') },
            }
          }
        />
      )}
      {page.blocks.map((block) => (
        <BlockSection key={block.id} block={block} context={context} />
      ))}
      {children}
    </AreaAccent>
  );
}

/** The words of a rotator's controls for `count` slides, in the page's language. */
function slideLabels(shared: Context['shared'], count: number) {
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

/** A card about another page or part of the site: its title and one-line description from there. */
function sourceWords(source: Copy) {
  return {
    title: source.maybe('title') ?? source.text('hero.title'),
    body: source.maybe('card') ?? source.maybe('body'),
  };
}

function heading(block: Block, copy: Copy, align: 'start' | 'center' = 'start') {
  return (
    <SectionHeading
      id={`${block.id}-title`}
      eyebrow={copy.maybe(`${block.id}.eyebrow`)}
      title={copy.text(`${block.id}.title`)}
      lead={copy.maybe(`${block.id}.lead`)}
      align={align}
      className="mb-12"
    />
  );
}

function itemCopy(copy: Copy, block: Block, item: Item) {
  const scope = copy.scope(`${block.id}.items.${item.id}`);
  return {
    title: scope.text('title'),
    subtitle: scope.maybe('subtitle'),
    body: scope.maybe('body'),
    label: scope.maybe('label'),
    value: scope.maybe('value') ?? item.value ?? '',
    features: scope.list('features'),
    scope,
  };
}

function actionsOf(actions: Action[] | undefined, context: Context, className = 'mt-12', onDark = false) {
  if (!actions?.length) return null;
  return (
    <ActionRow actions={actions} labels={context.copy.text} locale={context.locale} variant={context.variant} onDark={onDark} className={className} />
  );
}

async function BlockSection({ block, context }: { block: Block; context: Context }) {
  if (block.kind === 'logos' && partnerLogos().length === 0) return null;
  const tone = block.tone ?? defaultTone[block.kind];
  return (
    <Section id={block.id} tone={tone} labelledBy={`${block.id}-title`}>
      <BlockBody block={block} context={context} onDark={tone === 'dark'} />
    </Section>
  );
}

const defaultTone: Record<Block['kind'], 'plain' | 'muted' | 'dark' | 'accent'> = {
  intro: 'plain',
  features: 'plain',
  stats: 'dark',
  cards: 'plain',
  bento: 'muted',
  media: 'plain',
  comparison: 'muted',
  specs: 'plain',
  tabs: 'plain',
  showcase: 'muted',
  steps: 'plain',
  carousel: 'plain',
  specTable: 'plain',
  timeline: 'plain',
  testimonials: 'muted',
  dashboard: 'muted',
  modalCards: 'muted',
  certificates: 'plain',
  figure: 'plain',
  logos: 'muted',
  cta: 'accent',
  contact: 'dark',
};

/** The inside of a block's section: also what a tab panel shows. */
async function BlockBody({ block, context, onDark }: { block: Block; context: Context; onDark: boolean }): Promise<ReactNode> {
  const { copy, shared, locale } = context;
  switch (block.kind) {
    case 'intro': {
      const paragraphs = copy.list(`${block.id}.body`);
      return (
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id={`${block.id}-title`}
              eyebrow={copy.maybe(`${block.id}.eyebrow`)}
              title={copy.text(`${block.id}.title`)}
              lead={copy.maybe(`${block.id}.lead`)}
              className="mb-6"
            />
            <Paragraphs paragraphs={paragraphs} />
            {actionsOf(block.actions, context, 'mt-8', onDark)}
          </div>
          {block.image ? (
            <div className="relative aspect-[4/3] overflow-hidden rounded-card border border-border bg-card shadow-lift">
              <Artwork src={block.image} alt="" fill className="object-cover" />
            </div>
          ) : block.items ? (
            <FeatureGrid
              items={block.items.map((item) => ({ id: item.id, icon: item.icon, ...itemCopy(copy, block, item) }))}
              style="list"
              columns={2}
            />
          ) : null}
        </div>
      );
    }
    case 'features':
      return (
        <>
          {heading(block, copy)}
          <FeatureGrid
            items={block.items.map((item) => ({ id: item.id, icon: item.icon, ...itemCopy(copy, block, item) }))}
            style={block.style}
            columns={block.columns}
            image={block.image}
          />
          {actionsOf(block.actions, context, 'mt-12', onDark)}
        </>
      );
    case 'stats':
      return (
        <>
          {heading(block, copy)}
          <StatGrid
            items={block.items.map((item) => {
              const words = itemCopy(copy, block, item);
              return { id: item.id, value: words.value, label: words.title, body: words.body };
            })}
          />
        </>
      );
    case 'cards': {
      const sources = await Promise.all(block.items.map((item) => (item.source ? pageCopy(locale, item.source) : undefined)));
      const cards = block.items.map((item, index) => {
        const source = sources[index];
        const words = source ? { ...sourceWords(source), subtitle: undefined, features: [] } : itemCopy(copy, block, item);
        return {
          id: item.id,
          title: words.title,
          body: words.body,
          image: item.image,
          icon: item.icon,
          href: item.href ? actionHref(item.href, locale) : undefined,
          category: item.category,
          categoryLabel: item.category ? copy.text(`${block.id}.filters.${item.category}`) : words.subtitle,
          features: words.features,
          figures: (item.figures ?? []).map((figure) => {
            const scope = copy.scope(`${block.id}.items.${item.id}.figures.${figure.id}`);
            return { id: figure.id, label: scope.text('label'), value: scope.maybe('value') ?? figure.value ?? '' };
          }),
          highlight: item.highlight,
          links: item.links?.map((link) => ({
            id: link.id,
            href: actionHref(link.href, locale),
            label: copy.maybe(`${block.id}.items.${item.id}.links.${link.id}`) ?? source?.text(`services.${link.id}.title`) ?? link.id,
          })),
        };
      });
      const grid = <CardGrid items={cards} columns={block.columns} linkLabel={shared('learnMore')} />;
      return (
        <>
          {heading(block, copy)}
          {block.filter ? (
            <ChipFilter
              id={block.id}
              legend={shared('filterLabel')}
              chips={['all', ...block.filter].map((value) => ({ value, label: copy.text(`${block.id}.filters.${value}`) }))}
            >
              {grid}
            </ChipFilter>
          ) : (
            grid
          )}
          {actionsOf(block.actions, context, 'mt-12', onDark)}
        </>
      );
    }
    case 'bento': {
      const sources = await Promise.all(block.items.map((item) => (item.source ? pageCopy(locale, item.source) : undefined)));
      return (
        <>
          {heading(block, copy)}
          <BentoGrid
            linkLabel={shared('learnMore')}
            columns={block.columns}
            tiles={block.items.map((item, index) => {
              const source = sources[index];
              const words = source ? { ...sourceWords(source), subtitle: undefined, features: [] } : itemCopy(copy, block, item);
              return {
                href: item.href ? actionHref(item.href, locale) : undefined,
                highlight: item.highlight,
                id: item.id,
                size: item.size ?? 'small',
                icon: item.icon,
                image: item.image,
                title: words.title,
                subtitle: words.subtitle,
                body: words.body,
                features: words.features,
              };
            })}
          />
          {actionsOf(block.actions, context, 'mt-12', onDark)}
        </>
      );
    }
    case 'media':
      return (
        <>
          {heading(block, copy)}
          <MediaRows
            rows={block.items.map((item) => {
              const words = itemCopy(copy, block, item);
              return {
                id: item.id,
                title: words.title,
                subtitle: words.subtitle,
                body: words.body,
                image: item.image,
                icon: item.icon,
                features: words.features,
                badges: (block.badges ?? []).map((badge) => ({
                  label: copy.text(`${block.id}.badges.${badge}`),
                  value: words.scope.text(`badges.${badge}`),
                })),
              };
            })}
          />
        </>
      );
    case 'comparison': {
      const caption = copy.text(`${block.id}.title`);
      const columns = block.columns.map((key) => ({ key, label: copy.text(`${block.id}.columns.${key}`) }));
      return (
        <>
          {heading(block, copy)}
          <ComparisonTable
            caption={caption}
            columns={columns}
            rows={block.rows.map((row) => ({
              key: row,
              label: copy.text(`${block.id}.rows.${row}.label`),
              cells: block.columns.map((column) => copy.text(`${block.id}.rows.${row}.${column}`)),
            }))}
          />
          {block.figure && (
            <figure className="mx-auto mt-12 max-w-4xl">
              <DialogIsland
                title={caption}
                closeLabel={shared('close')}
                size="full"
                triggerLabel={`${shared('openFullScreen')}: ${copy.text(`${block.id}.figure.alt`)}`}
                triggerClassName="group relative block w-full cursor-zoom-in overflow-hidden rounded-card border border-border bg-card shadow-card focus-visible:outline-3 focus-visible:outline-ring"
                trigger={
                  <>
                    <Artwork src={block.figure} alt={copy.text(`${block.id}.figure.alt`)} width={1600} height={900} className="h-auto w-full" />
                    <span className="absolute end-4 top-4 grid size-11 place-items-center rounded-full bg-theme-primary/85 text-white transition-transform group-hover:scale-110">
                      <Icon name="expand" className="size-5" />
                    </span>
                  </>
                }
              >
                <Artwork
                  src={block.figure}
                  alt={copy.text(`${block.id}.figure.alt`)}
                  width={1600}
                  height={900}
                  className="mx-auto h-auto max-h-[75dvh] w-auto rounded-card bg-white"
                />
                <FigureLegend labels={columns.map((column) => column.label)} className="mx-auto mt-3 max-w-[calc(75dvh*16/9)] text-white" />
              </DialogIsland>
              <FigureLegend labels={columns.map((column) => column.label)} className="mt-3" />
              <figcaption className="mt-3 text-sm text-muted-foreground">{copy.text(`${block.id}.figure.caption`)}</figcaption>
            </figure>
          )}
        </>
      );
    }
    case 'specs':
      return (
        <>
          {heading(block, copy)}
          <SpecTable
            caption={copy.text(`${block.id}.title`)}
            rows={block.rows.map((row) => ({
              key: row,
              label: copy.text(`${block.id}.rows.${row}.label`),
              value: copy.text(`${block.id}.rows.${row}.value`),
            }))}
          />
          {actionsOf(block.actions, context, 'mt-10', onDark)}
        </>
      );
    case 'tabs': {
      const panels = await Promise.all(
        block.tabs.map(async (tab) => ({
          id: tab.id,
          label: copy.text(`${block.id}.tabs.${tab.id}`),
          panel: (
            <div className="space-y-16">
              {await Promise.all(
                tab.blocks.map(async (inner) => (
                  <div key={inner.id} id={inner.id}>
                    {await BlockBody({ block: inner, context, onDark: false })}
                  </div>
                )),
              )}
            </div>
          ),
        })),
      );
      return (
        <>
          {copy.maybe(`${block.id}.title`) && heading(block, copy)}
          <TabsIsland label={copy.maybe(`${block.id}.title`) ?? shared('tabsLabel')} tabs={panels} dir={directionOf(locale)} />
        </>
      );
    }
    case 'showcase': {
      const tabs = block.items.map((item) => {
        const words = itemCopy(copy, block, item);
        return {
          id: item.id,
          label: (
            <span className="flex items-start gap-3">
              <Icon name={icons[item.icon ?? 'smartphone']} className="mt-0.5 size-5 shrink-0" />
              <span>
                <span className="block">{words.title}</span>
                {words.subtitle && <span className="mt-1 hidden text-sm font-normal lg:block">{words.subtitle}</span>}
              </span>
            </span>
          ),
          panel: <ShowcasePanel title={words.title} body={words.body} features={words.features} screen={words.scope} icon={item.icon} />,
        };
      });
      return (
        <>
          {heading(block, copy)}
          <TabsIsland label={copy.text(`${block.id}.title`)} tabs={tabs} param="feature" dir={directionOf(locale)} variant="showcase" />
        </>
      );
    }
    case 'steps':
      return (
        <>
          {heading(block, copy)}
          <Steps items={block.items.map((item) => ({ id: item.id, icon: item.icon, ...itemCopy(copy, block, item) }))} />
        </>
      );
    case 'carousel': {
      const total = block.items.length;
      return (
        <>
          {heading(block, copy)}
          <CarouselIsland
            interval={2500}
            dir={directionOf(locale)}
            labels={{
              region: copy.text(`${block.id}.title`),
              slides: block.items.map((_, i) => shared('stepOf', { n: String(i + 1), total: String(total) })),
              previous: shared('previous'),
              next: shared('next'),
              pause: shared('pauseCarousel'),
              play: shared('playCarousel'),
            }}
            slides={block.items.map((item, index) => {
              const words = itemCopy(copy, block, item);
              return (
                <article key={item.id} className="flex w-full flex-col rounded-card border border-border bg-card p-6 shadow-card">
                  <div className="flex items-center justify-between gap-4">
                    <span className="icon-badge">
                      <Icon name={icons[item.icon ?? 'activity']} className="size-6" />
                    </span>
                    <span aria-hidden="true" className="text-3xl font-bold text-(--area)">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                  </div>
                  <h3 className="mt-5 text-h3 font-semibold">{words.title}</h3>
                  {words.body && <p className="mt-2 text-muted-foreground">{words.body}</p>}
                </article>
              );
            })}
          />
        </>
      );
    }
    case 'specTable': {
      const total = block.rows.length;
      const filterLabel = (category: string) => copy.text(`${block.id}.filters.${category}`);
      return (
        <>
          {heading(block, copy)}
          <SearchableTable
            id={block.id}
            caption={copy.text(`${block.id}.title`)}
            columns={{
              label: copy.text(`${block.id}.columns.label`),
              value: copy.text(`${block.id}.columns.value`),
              category: copy.text(`${block.id}.columns.category`),
            }}
            rows={block.rows.map((row) => ({
              id: row.id,
              category: row.category,
              categoryLabel: filterLabel(row.category),
              label: copy.text(`${block.id}.rows.${row.id}.label`),
              value: copy.text(`${block.id}.rows.${row.id}.value`),
            }))}
            legend={shared('filterLabel')}
            chips={['all', ...block.categories].map((value) => ({ value, label: filterLabel(value) }))}
            search={{
              label: shared('searchTable'),
              placeholder: shared('searchPlaceholder'),
              clear: shared('clearSearch'),
              counts: Array.from({ length: total + 1 }, (_, shown) => shared('tableCount', { shown, total: String(total) })),
              empty: shared('tableEmpty', { query: '\u0000' }),
            }}
          />
          {actionsOf(block.actions, context, 'mt-10', onDark)}
        </>
      );
    }
    case 'timeline':
      return (
        <>
          {heading(block, copy, 'center')}
          <Timeline
            items={block.items.map((item) => {
              const words = itemCopy(copy, block, item);
              return { id: item.id, year: words.value, title: words.title, body: words.body };
            })}
          />
        </>
      );
    case 'testimonials':
      return (
        <>
          {heading(block, copy)}
          <Testimonials
            items={block.items.map((item) => {
              const scope = copy.scope(`${block.id}.items.${item.id}`);
              return { id: item.id, quote: scope.text('quote'), role: scope.text('role'), company: scope.text('company') };
            })}
          />
        </>
      );
    case 'dashboard': {
      const readings = block.items.map((item) => {
        const words = itemCopy(copy, block, item);
        return { id: item.id, label: words.title, value: words.value, status: item.status, icon: item.icon };
      });
      return (
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <div>
            <SectionHeading
              id={`${block.id}-title`}
              eyebrow={copy.maybe(`${block.id}.eyebrow`)}
              title={copy.text(`${block.id}.title`)}
              lead={copy.maybe(`${block.id}.lead`)}
            />
            {block.image && (
              <div className="relative mt-8 hidden aspect-[4/3] overflow-hidden rounded-card border border-border lg:block">
                <Artwork src={block.image} alt="" fill className="object-cover" />
              </div>
            )}
          </div>
          <Dashboard title={copy.text(`${block.id}.panel`)} readings={readings} note={copy.maybe(`${block.id}.note`)} />
        </div>
      );
    }
    case 'modalCards':
      return (
        <>
          {heading(block, copy)}
          <ul className="grid gap-6 md:grid-cols-2">
            {block.items.map((item) => {
              const words = itemCopy(copy, block, item);
              return (
                <li key={item.id}>
                  <DialogIsland
                    title={words.title}
                    closeLabel={shared('close')}
                    triggerClassName="lift group flex h-full w-full cursor-pointer flex-col overflow-hidden rounded-card border border-border bg-card text-start shadow-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    trigger={
                      <>
                        {item.image && (
                          <span className="relative block aspect-[16/10] w-full overflow-hidden bg-muted">
                            <Artwork
                              src={item.image}
                              alt=""
                              fill
                              className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                            />
                          </span>
                        )}
                        <span className="flex flex-1 flex-col p-6">
                          {words.subtitle && <span className="eyebrow text-xs">{words.subtitle}</span>}
                          <span className="mt-1 text-h3 font-semibold">{words.title}</span>
                          {words.body && <span className="mt-2 line-clamp-3 text-muted-foreground">{words.body}</span>}
                          <span className="mt-auto pt-5 text-sm font-semibold text-(--area)">{shared('viewDetails')}</span>
                        </span>
                      </>
                    }
                  >
                    <div className="grid gap-6 md:grid-cols-[1fr_1.2fr]">
                      {item.image && (
                        <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted">
                          <Artwork src={item.image} alt="" fill className="object-cover" />
                        </div>
                      )}
                      <div>
                        {words.subtitle && <p className="font-semibold text-(--area)">{words.subtitle}</p>}
                        {words.body && <p className="mt-2 text-muted-foreground">{words.body}</p>}
                      </div>
                    </div>
                    {words.features.length > 0 && (
                      <>
                        <h3 className="mt-6 font-bold">{shared('keyFeatures')}</h3>
                        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                          {words.features.map((feature) => (
                            <li key={feature} className="flex gap-2">
                              <Icon name="badge-check" className="mt-0.5 size-5 shrink-0 text-(--area)" />
                              {feature}
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                    {words.scope.maybe('conclusion') && <p className="mt-6 rounded-xl bg-muted p-4">{words.scope.text('conclusion')}</p>}
                  </DialogIsland>
                </li>
              );
            })}
          </ul>
        </>
      );
    case 'certificates':
      return (
        <>
          {heading(block, copy)}
          <ul className={cn('grid gap-6', block.items.length === 2 ? 'md:grid-cols-2' : 'lg:grid-cols-3')}>
            {block.items.map((item) => {
              const words = itemCopy(copy, block, item);
              return (
                <li key={item.id} className="flex flex-col rounded-card border border-border bg-card p-6 shadow-card">
                  <div className="flex items-start justify-between gap-4">
                    <IconBadge icon={item.icon ?? 'shield'} />
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200">
                      <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
                      {shared('active')}
                    </span>
                  </div>
                  <p className="mt-5 text-2xl font-bold text-(--area)">{item.value && <FigureValue value={item.value} />}</p>
                  <h3 className="mt-1 text-h3 font-semibold">{words.title}</h3>
                  {words.body && <p className="mt-2 flex-1 text-muted-foreground">{words.body}</p>}
                  <p className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
                    <Icon name="shield-check" className="size-4" />
                    {shared('certified')}
                  </p>
                  {item.image && (
                    <DialogIsland
                      title={shared('certificateOf', { standard: item.value ?? words.title })}
                      closeLabel={shared('close')}
                      triggerClassName={cn(
                        'mt-5 inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border px-4 text-sm font-semibold hover:bg-muted',
                      )}
                      trigger={shared('viewCertificate')}
                    >
                      <Artwork
                        src={item.image}
                        alt={shared('certificateOf', { standard: item.value ?? words.title })}
                        width={900}
                        height={1200}
                        className="mx-auto h-auto max-h-[70dvh] w-auto rounded-lg border border-border"
                      />
                    </DialogIsland>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      );
    case 'figure':
      return (
        <>
          {heading(block, copy)}
          <figure>
            <Artwork
              src={block.image}
              alt={copy.text(`${block.id}.alt`)}
              width={1600}
              height={900}
              className="h-auto w-full rounded-card border border-border"
            />
            {copy.maybe(`${block.id}.caption`) && (
              <figcaption className="mt-3 text-sm text-muted-foreground">{copy.text(`${block.id}.caption`)}</figcaption>
            )}
          </figure>
        </>
      );
    case 'logos':
      return (
        <>
          {heading(block, copy)}
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
          {copy.maybe(`${block.id}.note`) && (
            <p className="mt-8 text-center text-sm text-muted-foreground in-[.dark-band]:text-white/75">{copy.text(`${block.id}.note`)}</p>
          )}
        </>
      );
    case 'cta':
      return (
        <div className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={`${block.id}-title`} className="text-h1 font-bold text-balance">
              {copy.text(`${block.id}.title`)}
            </h2>
            {copy.maybe(`${block.id}.lead`) && <p className="mt-3 text-lg text-muted-foreground">{copy.text(`${block.id}.lead`)}</p>}
          </div>
          {actionsOf(block.actions, context, '', onDark)}
        </div>
      );
    case 'contact': {
      const email = block.email === 'sales' ? siteConfig.salesEmail : siteConfig.email;
      return (
        <>
          {heading(block, copy)}
          <ContactBlock
            phone={siteConfig.phone}
            email={email}
            phoneLabel={shared('phone')}
            emailLabel={shared(block.email === 'sales' ? 'salesEmail' : 'email')}
            actions={actionsOf(block.actions, context, '', true)}
          />
        </>
      );
    }
  }
}

/**
 * The names of a diagram's columns under it: the diagram has no words of its own, its columns are the
 * table's, drawn left to right in both languages (so the names are too).
 */
function FigureLegend({ labels, className }: { labels: string[]; className?: string }) {
  return (
    <ol
      dir="ltr"
      aria-hidden="true"
      className={cn('grid text-center text-sm font-semibold', className)}
      style={{ gridTemplateColumns: `repeat(${labels.length}, 1fr)` }}
    >
      {labels.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ol>
  );
}

/** One feature of the app showcase: a phone drawn in HTML showing the feature, beside its words. */
function ShowcasePanel({
  title,
  body,
  features,
  screen,
  icon,
}: {
  title: string;
  body?: string;
  features: string[];
  screen: Copy;
  icon?: keyof typeof icons;
}) {
  const lines = screen.list('screen');
  return (
    <div className="grid items-center gap-10 md:grid-cols-[16rem_1fr] lg:gap-14">
      <div aria-hidden="true" className="mx-auto w-64 rounded-[2.5rem] border-8 border-theme-primary bg-theme-primary p-1 shadow-lift">
        <div className="flex aspect-[9/17] flex-col overflow-hidden rounded-[2rem] bg-gradient-to-b from-theme-secondary to-theme-primary p-5 text-white">
          <div className="mx-auto mb-6 h-1.5 w-16 rounded-full bg-white/30" />
          <span className="grid size-12 place-items-center rounded-2xl bg-(--area) text-white">
            <Icon name={icons[icon ?? 'smartphone']} className="size-6" />
          </span>
          <p className="mt-4 text-lg font-bold">{title}</p>
          <ul className="mt-4 space-y-2 text-sm">
            {lines.map((line) => (
              <li key={line} className="rounded-xl bg-white/10 px-3 py-2">
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div>
        <h3 className="text-h2 font-bold">{title}</h3>
        {body && <p className="mt-3 text-lg text-muted-foreground">{body}</p>}
        {features.length > 0 && (
          <ul className="mt-6 space-y-3">
            {features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <Icon name="badge-check" className="mt-0.5 size-5 shrink-0 text-(--area)" />
                {feature}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
