/**
 * Navigation of the three areas (spec part 1 §2.2): headers, footers, mobile menus, the sitemap
 * and the link tests read it. Labels are message keys in the `nav` namespace:
 * `nav.links.{key}` is the label and `nav.descriptions.{key}` the dropdown description.
 */
import { electronicsProductSlugs, energyProductSlugs, type CollectionId } from './collections';

export type NavLink = { key: string; href: string; image?: string };
/**
 * A group or column that lists a collection's entries (decision 013): its fixed links, then the entries staff added
 * in one of `categories` (any, without), each named by its page's title. Links to entries visitors cannot reach
 * (unpublished, deleted, moved) leave every group.
 */
export type NavEntries = { collection: CollectionId; categories?: readonly string[] };
export type NavGroup = { key?: string; links: NavLink[]; entries?: NavEntries };
export type NavItem = {
  key: string;
  href: string;
  /** Dropdown content: one unnamed group, or named columns (energy area). */
  groups?: NavGroup[];
  /** Other paths under which this item counts as active. */
  activePrefixes?: string[];
};
export type FooterColumn = { key: string; links: NavLink[]; entries?: NavEntries };

export type AreaNavigation = {
  area: 'group' | 'energy' | 'electronics';
  home: string;
  items: NavItem[];
  cta: NavLink;
  /** Columns in the dropdown grid: 2 in group and electronics, up to 4 in energy. */
  dropdownColumns: 2 | 4;
  footerColumns: FooterColumn[];
  legal: NavLink[];
};

const link = (key: string, href: string, image?: string): NavLink => (image ? { key, href, image } : { key, href });

const legalLinks: NavLink[] = [link('privacy', '/privacy'), link('terms', '/terms'), link('cookies', '/cookies')];

export const groupNavigation: AreaNavigation = {
  area: 'group',
  home: '/',
  dropdownColumns: 2,
  items: [
    { key: 'home', href: '/' },
    { key: 'about', href: '/about' },
    {
      key: 'divisions',
      // "Explore all" in the phone menu leads to the landing page's section that shows every division.
      href: '/#divisions',
      activePrefixes: ['/energy', '/electronics'],
      groups: [
        {
          links: [
            link('energyDivision', '/energy/home', '/images/divisions/energy.svg'),
            link('electronicsDivision', '/electronics/home', '/images/divisions/electronics.svg'),
          ],
        },
      ],
    },
    { key: 'solutions', href: '/solutions' },
    { key: 'certifications', href: '/certifications' },
  ],
  cta: link('getInTouch', '/contact'),
  footerColumns: [
    {
      key: 'divisions',
      links: [link('energyDivision', '/energy/home'), link('electronicsDivision', '/electronics/home'), link('solutionsDivision', '/solutions')],
    },
    {
      key: 'company',
      links: [link('about', '/about'), link('leadership', '/leadership'), link('careers', '/careers'), link('contact', '/contact')],
    },
    {
      key: 'resources',
      links: [
        link('news', '/energy/news'),
        link('caseStudies', '/case-studies'),
        link('certifications', '/certifications'),
        link('support', '/support'),
      ],
    },
  ],
  legal: legalLinks,
};

const energyProductLink = (slug: (typeof energyProductSlugs)[number]) => link(`energy-products-${slug}`, `/energy/products/${slug}`);
const energyApplicationLink = (slug: string) => link(`energy-applications-${slug}`, `/energy/applications/${slug}`);

export const energyNavigation: AreaNavigation = {
  area: 'energy',
  home: '/energy/home',
  dropdownColumns: 4,
  items: [
    {
      key: 'applications',
      href: '/energy/applications/overview',
      activePrefixes: ['/energy/applications'],
      groups: [
        {
          key: 'solarSolutions',
          links: ['solar-power-systems', 'solar-heating-cooling', 'solar-lighting', 'solar-monitoring'].map(energyApplicationLink),
          entries: { collection: 'energy-applications', categories: ['solar', 'thermal', 'lighting'] },
        },
        {
          key: 'industrySolutions',
          links: ['agricultural-solutions', 'industrial-solutions', 'solar-telecommunications'].map(energyApplicationLink),
          entries: { collection: 'energy-applications', categories: ['agriculture', 'industry', 'telecom'] },
        },
        {
          key: 'windSolutions',
          links: ['wind-energy-solutions'].map(energyApplicationLink),
          entries: { collection: 'energy-applications', categories: ['wind'] },
        },
      ],
    },
    {
      key: 'products',
      href: '/energy/products',
      activePrefixes: ['/energy/products'],
      groups: [
        {
          key: 'coreComponents',
          links: (['solar-panels', 'solar-inverters', 'mounting-structures'] as const).map(energyProductLink),
          entries: { collection: 'energy-products', categories: ['core'] },
        },
        {
          key: 'energyStorage',
          links: (['battery-storage', 'lithium-batteries'] as const).map(energyProductLink),
          entries: { collection: 'energy-products', categories: ['storage'] },
        },
        {
          key: 'specializedSolutions',
          links: (['solar-caravan', 'gas-generators', 'wind-turbine-gearboxes', 'solar-electronics', 'ev-chargers'] as const).map(energyProductLink),
          entries: { collection: 'energy-products', categories: ['specialized'] },
        },
      ],
    },
    {
      key: 'energy-about',
      href: '/energy/about',
      activePrefixes: ['/energy/about', '/energy/partners'],
      groups: [
        {
          links: [
            link('energy-about', '/energy/about'),
            link('energy-about-certifications', '/energy/about/certifications'),
            link('energy-partners', '/energy/partners'),
          ],
        },
      ],
    },
    { key: 'energy-news', href: '/energy/news', activePrefixes: ['/energy/news'] },
    { key: 'energy-calculator', href: '/energy/calculator' },
    { key: 'energy-contact', href: '/energy/contact' },
  ],
  cta: link('getInTouch', '/energy/contact'),
  footerColumns: [
    {
      key: 'solutions',
      links: [
        'solar-power-systems',
        'agricultural-solutions',
        'industrial-solutions',
        'wind-energy-solutions',
        'solar-heating-cooling',
        'solar-telecommunications',
      ].map(energyApplicationLink),
      entries: { collection: 'energy-applications' },
    },
    { key: 'products', links: energyProductSlugs.map(energyProductLink), entries: { collection: 'energy-products' } },
    {
      key: 'company',
      links: [
        link('energy-about', '/energy/about'),
        link('energy-about-certifications', '/energy/about/certifications'),
        link('energy-partners', '/energy/partners'),
        link('energy-news', '/energy/news'),
        link('energy-app', '/energy/app'),
        link('energy-contact', '/energy/contact'),
      ],
    },
  ],
  legal: legalLinks,
};

export const electronicsNavigation: AreaNavigation = {
  area: 'electronics',
  home: '/electronics/home',
  dropdownColumns: 2,
  items: [
    { key: 'electronics-ems', href: '/electronics/ems', activePrefixes: ['/electronics/ems'] },
    { key: 'electronics-rd', href: '/electronics/rd' },
    { key: 'electronics-products', href: '/electronics/products', activePrefixes: ['/electronics/products'] },
    {
      key: 'electronics-about',
      href: '/electronics/about',
      activePrefixes: ['/electronics/about'],
      groups: [
        {
          links: [
            link('electronics-about', '/electronics/about'),
            link('electronics-about-excellence', '/electronics/about/excellence'),
            link('electronics-about-certifications', '/electronics/about/certifications'),
            link('electronics-about-customers', '/electronics/about/customers'),
          ],
        },
      ],
    },
    { key: 'electronics-contact', href: '/electronics/contact' },
  ],
  cta: link('getInTouch', '/electronics/contact'),
  footerColumns: [
    {
      key: 'manufacturing',
      links: [
        'pcb-manufacturing',
        'pcba-assembly',
        'smt-assembly',
        'final-assembly',
        'inspection-quality',
        'purchasing-bom',
        'conformal-coating',
      ].map((slug) => link(`electronics-ems-${slug}`, `/electronics/ems/${slug}`)),
    },
    {
      key: 'products',
      links: electronicsProductSlugs.map((slug) => link(`electronics-products-${slug}`, `/electronics/products/${slug}`)),
      entries: { collection: 'electronics-products' },
    },
    {
      key: 'company',
      links: [
        link('electronics-about', '/electronics/about'),
        link('electronics-about-excellence', '/electronics/about/excellence'),
        link('electronics-about-certifications', '/electronics/about/certifications'),
        link('electronics-about-customers', '/electronics/about/customers'),
        link('electronics-contact', '/electronics/contact'),
      ],
    },
  ],
  legal: legalLinks,
};

export const areaNavigations = { group: groupNavigation, energy: energyNavigation, electronics: electronicsNavigation } as const;

/** Every link of one area's navigation: header, dropdowns, call to action, footer and legal links. */
export function allLinksOf(nav: AreaNavigation): NavLink[] {
  return [
    ...nav.items.flatMap((item) => [{ key: item.key, href: item.href }, ...(item.groups ?? []).flatMap((g) => g.links)]),
    nav.cta,
    ...nav.footerColumns.flatMap((column) => column.links),
    ...nav.legal,
  ];
}

/** Every link key the navigation uses: the message files must label each one. */
export function allNavLinks(): NavLink[] {
  return Object.values(areaNavigations).flatMap(allLinksOf);
}
