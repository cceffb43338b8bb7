/**
 * The repository's page definitions: the seed of the content documents (decision 011, `site-pages/content-seed.ts`),
 * which pages are drawn from. Pages as data: a page is a list of blocks, each a section of the shared library. A block holds only
 * what is the same in both languages (ids, icons, images, links, sizes, figures); its words live in the
 * page's message namespace under the block's `id`, by one convention for every block:
 *
 *   {id}.eyebrow?  {id}.title  {id}.lead?           the section heading
 *   {id}.body?     a string, or an object of paragraphs ("1": "…", "2": "…")
 *   {id}.items.{itemId}.title / .body? / .label? / .value? / .badge? / .features? (object of strings)
 *   actions.{label}                                  button labels, shared by the page's blocks
 *
 * The hero reads `hero.eyebrow`, `hero.title`, `hero.lead` and, on pages that wear one, `hero.badge` (e.g. a product's "700 W"; in each language).
 */
import type { ServiceKey } from '@/config/services';
import type { IconName } from './icons';

/** A button. `href` is a site path without the language prefix (`/energy/contact?service=…`), a `#anchor`, or `https://…`. */
export type Action = {
  href: string;
  /** Key of the label under the page's `actions`. */
  label: string;
  style?: 'primary' | 'secondary';
};

export type TileSize = 'large' | 'medium' | 'small';

/** One card, tile, feature, figure, step or row of a block; its words are under `{blockId}.items.{id}`. */
export type Item = {
  id: string;
  icon?: IconName;
  /** Artwork path under `public/`, e.g. `/images/spots/on-grid.svg`. */
  image?: string;
  href?: string;
  /** Bento tiles and size-aware cards: large shows 4 features, medium 2, small none (spec part 2 §2.11). */
  size?: TileSize;
  /** Filter chip this card belongs to (cards with `filter`). */
  category?: string;
  /** A figure the same in both languages ("99.9%", "1.2 MW"); `items.{id}.value` in the copy wins when present. */
  value?: string;
  /** Dashboard readings: a reading in the normal range or one to celebrate. */
  status?: 'normal' | 'success';
  /**
   * Cards about another page: its words are that page's `hero.title` and `card` (one line), read from
   * this namespace (e.g. `energyProducts.solar-panels`), so a catalogue never repeats a product's copy.
   */
  source?: string;
  /** Picked out visually (wider card, accent border). */
  highlight?: boolean;
  /**
   * Links a card lists under its words (cards), each to its own page or anchor: labels under
   * `items.{id}.links.{link}`, or the `source`'s `services.{link}.title`.
   */
  links?: { id: string; href: string }[];
  /**
   * Name/value figures a card shows under its words (cards): names under `items.{id}.figures.{figure}.label`;
   * the value is `items.{id}.figures.{figure}.value` in the copy when present, else this `value`.
   */
  figures?: { id: string; value?: string }[];
};

type BlockBase = {
  /** Copy key and the section's anchor (`#id`). */
  id: string;
  /** Background of the band: plain page, muted tint, dark brand, or the area's soft accent. */
  tone?: 'plain' | 'muted' | 'dark' | 'accent';
};

export type Block =
  | (BlockBase & {
      kind: 'intro';
      /** Two columns: heading and paragraphs beside an image, or beside a list of items (icon, title, body). */
      image?: string;
      items?: Item[];
      actions?: Action[];
    })
  | (BlockBase & {
      kind: 'features';
      items: Item[];
      /** `cards`: bordered cards; `list`: icon rows in two columns; `numbered`: large step numbers; `checks`: compact check list. */
      style?: 'cards' | 'list' | 'numbered' | 'checks';
      columns?: 2 | 3 | 4;
      /** Artwork beside the list (list and checks styles). */
      image?: string;
      actions?: Action[];
    })
  | (BlockBase & { kind: 'stats'; items: Item[] })
  | (BlockBase & {
      kind: 'cards';
      items: Item[];
      columns?: 2 | 3 | 4;
      /** Filter chips from the items' categories (copy: `{id}.filters.all`, `{id}.filters.{category}`); works without JavaScript. */
      filter?: string[];
      actions?: Action[];
    })
  | (BlockBase & { kind: 'bento'; items: Item[]; columns?: 3 | 4; actions?: Action[] })
  | (BlockBase & {
      kind: 'media';
      /** Image and text side by side, alternating sides; each item may carry features and two badges (`badges.{key}`). */
      items: Item[];
      badges?: string[];
    })
  | (BlockBase & {
      kind: 'comparison';
      /** Column keys (copy `{id}.columns.{key}`) and row keys (copy `{id}.rows.{row}.label` and `.{column}`). */
      columns: string[];
      rows: string[];
      /** A diagram under the table that opens full screen (copy `{id}.figure.alt`, `.caption`). */
      figure?: string;
    })
  | (BlockBase & {
      kind: 'specs';
      /** Label/value rows (copy `{id}.rows.{row}.label`, `.value`), shown in two columns from medium screens. */
      rows: string[];
      actions?: Action[];
    })
  | (BlockBase & { kind: 'tabs'; tabs: { id: string; blocks: Block[] }[] })
  | (BlockBase & { kind: 'showcase'; items: Item[] })
  | (BlockBase & { kind: 'steps'; items: Item[] })
  | (BlockBase & {
      kind: 'carousel';
      /** Numbered steps gliding by on their own (1, 2, 3 and 5 in view as the screen widens), with previous, next and pause. */
      items: Item[];
    })
  | (BlockBase & {
      kind: 'specTable';
      /**
       * A long specification table with a search box and category chips (copy `{id}.rows.{row}.label`, `.value`,
       * `{id}.filters.all`, `{id}.filters.{category}`, `{id}.columns.label`, `.value`, `.category`). The chips work
       * without JavaScript; the search box needs it.
       */
      categories: string[];
      rows: { id: string; category: string }[];
      actions?: Action[];
    })
  | (BlockBase & { kind: 'timeline'; items: Item[] })
  | (BlockBase & { kind: 'testimonials'; items: Item[] })
  | (BlockBase & { kind: 'dashboard'; items: Item[]; image?: string })
  | (BlockBase & {
      kind: 'modalCards';
      /** Cards that open a dialog with the image, subtitle, description, features (`{id}.items.{item}.features`) and conclusion. */
      items: Item[];
    })
  /** The division's certificates from the certificates library (decision 016), under the block's heading. */
  | (BlockBase & { kind: 'certificates' })
  | (BlockBase & { kind: 'figure'; image: string })
  | (BlockBase & {
      kind: 'logos';
      /**
       * The partner logos the owner lists in `public/images/partners/partners.json` (`src/config/partners.ts`), in a
       * static wrapped grid labelled by the heading, each named by its company; an optional line under the grid
       * `{id}.note`. The block is left out while the manifest lists none: no placeholder marks are ever shown.
       */
    })
  | (BlockBase & { kind: 'cta'; actions: Action[] })
  | (BlockBase & {
      kind: 'contact';
      /** Phone and an e-mail (the sales address or the general one) with a button to the area's contact page. */
      email: 'sales' | 'general';
      actions?: Action[];
    });

export type Hero = {
  image: string;
  /** A full-screen looping video behind the hero instead of the framed artwork (the image is its poster). */
  video?: { src: string; type: string }[];
  /**
   * A full-height slideshow instead of the split hero: each slide's words under `hero.slides.{id}.title`, `.lead`,
   * over its artwork; advances every 7 s (previous, next, pause). `hero.title` stays the page's heading.
   */
  slides?: { id: string; image: string }[];
  /** Further artwork the split hero's frame turns through every 5 s after `image` (with a pause button). */
  rotate?: string[];
  actions?: Action[];
  /** Crop of the artwork at small widths (CSS object-position). */
  focus?: string;
  /** Back link above the title (copy `hero.back`). */
  back?: string;
};

/** A whole page: its hero and blocks; copy under `namespace` (e.g. `energyProducts.solar-panels`). */
export type PageDefinition = {
  namespace: string;
  /** Where keys the page lacks are read from: the strings its family shares (e.g. `energyProducts.shared`). */
  sharedNamespace?: string;
  /** The page can be asked about: `/…/contact?topic={routeId}` opens the enquiry with this service and the page's `enquiry` sentence. */
  enquiry?: { service: ServiceKey };
  /** Whose accent, pattern and buttons the page wears. */
  accent: 'group' | 'heritage' | 'energy' | 'electronics' | 'solutions';
  hero: Hero;
  blocks: Block[];
};
