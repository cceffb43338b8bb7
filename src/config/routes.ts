/**
 * The route registry: every public path of the site, in one typed list.
 * Routing (the proxy), navigation, the sitemap and the site audit all read it.
 *
 * Paths are the Arabic (unprefixed) paths of the spec; English is the same path under `/en`.
 */

import { collectionIds, collections, seedEntryOf, electronicsProductSlugs, energyApplicationSlugs, energyProductSlugs } from './collections';
import type { Permission } from './permissions';
import {
  certificatesPath,
  isStaffPath,
  mediaPath,
  openStaffPaths,
  redirectsPath,
  securityPath,
  signInPath,
  staffPath,
  welcomePath,
} from './staff-paths';

export type Area = 'group' | 'energy' | 'electronics' | 'admin';

export type PageRoute = {
  /** Stable id, also the key of the page's copy in the `pages` message namespace. */
  id: string;
  path: string;
  area: Area;
  /**
   * `standard` pages are rendered by the area's catch-all route: from their page definition
   * (`src/site-pages/page-definitions.ts`) when they have one, else as the generic standard page;
   * `custom` pages have their own route file.
   */
  layout: 'standard' | 'custom';
  /** Rendered per request (search, forms' answers, admin): never prerendered, never in the sitemap when private. */
  dynamic?: boolean;
  /** Kept out of the sitemap and search engines (staff screens). */
  private?: boolean;
  /** A staff screen, and what a role needs to open it (src/config/permissions.ts). */
  access?: Permission;
};

/** A family of pages sharing one route file, e.g. `/energy/news/:id`. */
export type PatternRoute = { id: string; pattern: RegExp; area: Area; access?: Permission };

export type Redirect = { from: string; to: string };

const page = (id: string, path: string, area: Area, layout: PageRoute['layout'] = 'standard', extra: Partial<PageRoute> = {}): PageRoute => ({
  id,
  path,
  area,
  layout,
  ...extra,
});

export const emsServiceSlugs = [
  'manufacturing',
  'pcb-manufacturing',
  'pcba-assembly',
  'smt-assembly',
  'final-assembly',
  'inspection-quality',
  'purchasing-bom',
  'conformal-coating',
  'product-assembly',
  'mechanical-tooling',
  'injection-molding',
  'die-casting',
  'sheet-metal',
  'rapid-prototyping',
  'quality-assurance',
  'high-level-assembly',
] as const;

export { electronicsProductSlugs, energyApplicationSlugs, energyProductSlugs };

export const electronicsAboutSlugs = ['excellence', 'certifications', 'customers'] as const;

export const pageRoutes: readonly PageRoute[] = [
  // Group
  page('home', '/', 'group', 'custom'),
  page('about', '/about', 'group'),
  page('contact', '/contact', 'group', 'custom'),
  page('certifications', '/certifications', 'group'),
  page('solutions', '/solutions', 'group'),
  page('solutions-services', '/solutions/services', 'group'),
  page('privacy', '/privacy', 'group', 'custom'),
  page('terms', '/terms', 'group', 'custom'),
  page('cookies', '/cookies', 'group', 'custom'),
  page('leadership', '/leadership', 'group'),
  page('careers', '/careers', 'group'),
  page('case-studies', '/case-studies', 'group'),
  page('support', '/support', 'group'),
  page('search', '/search', 'group', 'custom', { dynamic: true, private: true }),

  // Energy
  page('energy-home', '/energy/home', 'energy', 'custom'),
  page('energy-about', '/energy/about', 'energy'),
  page('energy-about-certifications', '/energy/about/certifications', 'energy'),
  page('energy-partners', '/energy/partners', 'energy'),
  page('energy-partners-risen', '/energy/partners/risen', 'energy'),
  page('energy-calculator', '/energy/calculator', 'energy', 'custom', { dynamic: true }),
  page('energy-contact', '/energy/contact', 'energy', 'custom', { dynamic: true }),
  page('energy-news', '/energy/news', 'energy', 'custom', { dynamic: true }),
  page('energy-app', '/energy/app', 'energy'),
  page('energy-products', '/energy/products', 'energy'),
  ...energyProductSlugs.map((slug) => page(`energy-products-${slug}`, `/energy/products/${slug}`, 'energy')),
  // Printable companions of the product pages: kept out of the sitemap and search, the product page being the one to find.
  ...energyProductSlugs.map((slug) =>
    page(`energy-products-${slug}-datasheet`, `/energy/products/${slug}/datasheet`, 'energy', 'custom', { private: true }),
  ),
  page('energy-applications-overview', '/energy/applications/overview', 'energy'),
  ...energyApplicationSlugs.map((slug) => page(`energy-applications-${slug}`, `/energy/applications/${slug}`, 'energy')),

  // Electronics
  page('electronics-home', '/electronics/home', 'electronics'),
  page('electronics-ems', '/electronics/ems', 'electronics'),
  page('electronics-rd', '/electronics/rd', 'electronics'),
  page('electronics-rd-services', '/electronics/rd/services', 'electronics', 'custom'),
  page('electronics-about', '/electronics/about', 'electronics'),
  ...electronicsAboutSlugs.map((slug) => page(`electronics-about-${slug}`, `/electronics/about/${slug}`, 'electronics')),
  page('electronics-contact', '/electronics/contact', 'electronics', 'custom'),
  ...emsServiceSlugs.map((slug) => page(`electronics-ems-${slug}`, `/electronics/ems/${slug}`, 'electronics')),
  // The PCBA specification as a printable sheet (the page's "download" button): out of the sitemap and search.
  page('electronics-ems-pcba-assembly-specifications', '/electronics/ems/pcba-assembly/specifications', 'electronics', 'custom', { private: true }),
  page('electronics-products', '/electronics/products', 'electronics'),
  ...electronicsProductSlugs.map((slug) => page(`electronics-products-${slug}`, `/electronics/products/${slug}`, 'electronics')),

  // Staff
  page('admin-login', signInPath, 'admin', 'custom', { private: true, dynamic: true }),
  page('admin-leads', '/admin/leads', 'admin', 'custom', { private: true, dynamic: true, access: 'leads' }),
  page('energy-admin-news', '/energy/admin/news', 'admin', 'custom', { private: true, dynamic: true, access: 'news' }),
  page('admin-content', '/admin/content', 'admin', 'custom', { private: true, dynamic: true, access: 'content' }),
  page('admin-content-new', '/admin/content/new', 'admin', 'custom', { private: true, dynamic: true, access: 'content' }),
  page('admin-content-audit', '/admin/content/audit', 'admin', 'custom', { private: true, dynamic: true, access: 'audit' }),
  page('admin-security', securityPath, 'admin', 'custom', { private: true, dynamic: true, access: 'self' }),
  page('admin-staff', staffPath, 'admin', 'custom', { private: true, dynamic: true, access: 'users' }),
  page('admin-redirects', redirectsPath, 'admin', 'custom', { private: true, dynamic: true, access: 'redirects' }),
  page('admin-certificates', certificatesPath, 'admin', 'custom', { private: true, dynamic: true, access: 'content' }),
  page('admin-certificates-new', `${certificatesPath}/new`, 'admin', 'custom', { private: true, dynamic: true, access: 'content' }),
  page('admin-media', mediaPath, 'admin', 'custom', { private: true, dynamic: true, access: 'content' }),
  page('admin-welcome', welcomePath, 'admin', 'custom', { private: true, dynamic: true }),
];

/** Families of per-request pages: their ids are checked by the page itself (404 when unknown). */
export const patternRoutes: readonly PatternRoute[] = [
  { id: 'admin-lead', pattern: /^\/admin\/leads\/\d{1,9}$/, area: 'admin', access: 'leads' },
  // A page's content document, by its route id, and its history.
  { id: 'admin-content-document', pattern: /^\/admin\/content\/[a-z0-9-]{1,120}$/, area: 'admin', access: 'content' },
  { id: 'admin-content-history', pattern: /^\/admin\/content\/[a-z0-9-]{1,120}\/history$/, area: 'admin', access: 'content' },
  { id: 'admin-content-preview', pattern: /^\/admin\/content\/[a-z0-9-]{1,120}\/preview$/, area: 'admin', access: 'content' },
  // A certificate of the library (decision 016), by its number.
  { id: 'admin-certificate', pattern: /^\/admin\/certificates\/\d{1,9}$/, area: 'admin', access: 'content' },
  // A picture (`p-`) or document (`d-`) of the media library (decision 019), by its id.
  { id: 'admin-media-item', pattern: /^\/admin\/media\/[pd]-[a-z0-9-]{8,64}$/, area: 'admin', access: 'content' },
  // A collection's entries (src/config/collections.ts): the page resolves the slug from the database, a real 404 when no entry has it.
  ...collectionIds.map((id) => ({
    id: `collection-${id}`,
    pattern: new RegExp(`^${collections[id].prefix.replace(/\//g, '\\/')}\\/[a-z0-9-]{1,80}$`),
    area: collections[id].area,
  })),
  // Any segment reaches the article page, so a malformed id answers "Article not found" with a 404.
  { id: 'energy-news-article', pattern: /^\/energy\/news\/[^/]+$/, area: 'energy' },
];

/** Everything under the staff prefixes but the open staff screens (unknown staff paths included, so they reveal nothing). */
export function requiresSignIn(path: string): boolean {
  return !openStaffPaths.includes(path) && isStaffPath(path);
}

/** What a role needs to open a staff screen; undefined for anything that is not one. */
export function accessFor(path: string): Permission | undefined {
  return byPath.get(path)?.access ?? patternRoutes.find((route) => route.pattern.test(path))?.access;
}

/**
 * Server redirects (spec §2.1), with the spec's broken targets sent where they were meant to go.
 * Keys are exact paths; `:slug` copies the last segment.
 */
export const redirects: readonly Redirect[] = [
  { from: '/home', to: '/' },
  // The group's newsroom is the energy news, the one section editors publish today.
  { from: '/news', to: '/energy/news' },
  { from: '/solutions/home', to: '/solutions' },
  // The industrial solutions landing's "Start your project": the group enquiry, which lists the solutions services.
  { from: '/solutions/contact', to: '/contact' },
  { from: '/energy', to: '/energy/home' },
  { from: '/energy/services', to: '/energy/home' },
  { from: '/energy/projects', to: '/energy/home' },
  { from: '/energy/applications', to: '/energy/applications/overview' },
  { from: '/energy/Applications', to: '/energy/applications/overview' },
  { from: '/energy/application/overview', to: '/energy/applications/overview' },
  { from: '/energy/conract', to: '/energy/contact' },
  { from: '/electronics', to: '/electronics/home' },
  { from: '/electronics/sectors', to: '/electronics/home' },
  { from: '/electronics/services', to: '/electronics/ems/manufacturing' },
  { from: '/electronics/manufacturing', to: '/electronics/ems/manufacturing' },
  { from: '/electronics/projects', to: '/electronics/products' },
  { from: '/electronics/ems/pcba', to: '/electronics/ems/pcba-assembly' },
  // The spec's R&D address: its `&` breaks when the link is pasted into an e-mail or a chat, so `rd` is the canonical one.
  { from: '/electronics/R&D', to: '/electronics/rd' },
  { from: '/electronics/R&D/services', to: '/electronics/rd/services' },
  { from: '/sectors/energy', to: '/energy/home' },
  { from: '/sectors/electronics', to: '/electronics/home' },
  { from: '/sectors/solutions', to: '/solutions' },
  // One set of legal pages serves the whole group.
  { from: '/energy/privacy', to: '/privacy' },
  { from: '/energy/terms', to: '/terms' },
  { from: '/electronics/privacy', to: '/privacy' },
  { from: '/electronics/terms', to: '/terms' },
  // The energy footer's "solutions" are the application pages.
  ...energyApplicationSlugs.map((slug) => ({ from: `/energy/solutions/${slug}`, to: `/energy/applications/${slug}` })),
];

/**
 * Pages that navigation already links to and that a later issue builds. The site audit prints
 * this list and accepts links to it; every issue that builds one of these pages removes it here.
 */
export const pendingPaths: readonly string[] = [];

const byPath = new Map(pageRoutes.map((route) => [route.path, route]));
const redirectByPath = new Map(redirects.map((r) => [r.from, r.to]));

export function findPageRoute(path: string): PageRoute | undefined {
  return byPath.get(path);
}

export function findPageRouteById(id: string): PageRoute | undefined {
  return pageRoutes.find((route) => route.id === id);
}

export function findRedirect(path: string): string | undefined {
  return redirectByPath.get(path);
}

export function isKnownPath(path: string): boolean {
  return byPath.has(path) || redirectByPath.has(path) || patternRoutes.some((route) => route.pattern.test(path));
}

export function routesInArea(area: Area): PageRoute[] {
  return pageRoutes.filter((route) => route.area === area);
}

/** Indexable pages: the sitemap. */
export const publicPageRoutes = pageRoutes.filter((route) => !route.private);

/**
 * Indexable fixed pages: the public pages but the collections' seed entries, whose addresses live in the database
 * once the site runs (decision 013), so what lists the running site's pages reads the entries beside these.
 */
export const fixedPublicRoutes = publicPageRoutes.filter((route) => !seedEntryOf(route.id));

/** Pages anyone can open: the site audit visits each in both languages. */
export const openPageRoutes = pageRoutes.filter((route) => !route.access);
