import 'server-only';
import type { PageDocument } from '@/components/sections/blocks/document';
import type { Localized } from '@/components/sections/blocks/fields';
import type { IconName } from '@/components/sections/icons';
import type { Messages, Words } from '../seed-words';

/** The three divisions as the landing presents them (spec part 1 §2.3): where each card and its phone dialog lead. */
const divisions = [
  { key: 'energy', icon: 'batteryCharging', href: '/energy/home', overview: '/sectors/energy' },
  { key: 'electronics', icon: 'chip', href: '/electronics/home', overview: '/sectors/electronics' },
  { key: 'solutions', icon: 'wrench', href: '/solutions', overview: '/sectors/solutions' },
] as const satisfies readonly { key: string; icon: IconName; href: string; overview: string }[];

const capabilities = { engineering: 'factory', hub: 'network', reach: 'globe', quality: 'award' } as const satisfies Record<string, IconName>;

/** The sectors the group serves, as the energy applications, electronics customers and industrial solutions pages name them. */
const sectors = {
  energy: 'zap',
  oilGas: 'flame',
  manufacturing: 'factory',
  utilities: 'utilityPole',
  telecom: 'radioTower',
  healthcare: 'health',
  agriculture: 'sprout',
  buildings: 'building',
} as const satisfies Record<string, IconName>;

/**
 * A message as its file writes it, ICU's number arguments (`{countries, number, integer}`) reduced to the plain
 * placeholders the page writes the group's figures into (`{countries}`, see `withGroupFigures`), so the figure stays
 * in `siteConfig.landingStats` rather than in the words.
 */
function figureTemplate(files: Record<'ar' | 'en', Messages>, namespace: 'home', key: string): Localized {
  const read = (locale: 'ar' | 'en') => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], files[locale][namespace]);
    if (typeof text !== 'string') throw new Error(`${namespace}: no words under ${key}`);
    return text.replace(/\{\s*(\w+)\s*,\s*number\s*(?:,\s*integer\s*)?\}/g, '{$1}').replace(/''/g, "'");
  };
  return { ar: read('ar'), en: read('en') };
}

/**
 * The group landing `/` as a document (decision 011): the video hero with its two buttons and scroll hint, the
 * divisions (cards, and their dialog on a phone), why the group, the partner strips or, while no logo is listed, the
 * trust band, and the closing call to action with the contact tiles. Its words are the `home` messages (the contact
 * button's is `common`); its search-engine words are `pages.home`. `files` are the message files as written, for
 * the one message that names a figure.
 */
export function homeDocument(seo: Words, home: Words, common: Words, files: Record<'ar' | 'en', Messages>): PageDocument {
  const page = seo.scope('home');
  const division = home.scope('divisions');
  const capability = home.scope('capabilities');
  const trust = home.scope('trust');
  const contact = home.scope('contact');
  return {
    id: 'home',
    accent: 'group',
    seo: { title: page.text('title'), description: page.text('description') },
    hero: {
      eyebrow: home.text('hero.eyebrow'),
      title: home.text('hero.title'),
      lead: home.text('hero.description'),
      image: '/video/hero-poster.webp',
      video: [
        { src: '/video/hero.webm', type: 'video/webm' },
        { src: '/video/hero.mp4', type: 'video/mp4' },
      ],
      scrollHint: home.text('hero.scrollHint'),
      actions: [
        { href: '#divisions', label: home.text('hero.explore') },
        { href: '/contact', label: common.text('actions.contactUs') },
      ],
    },
    blocks: [
      {
        kind: 'divisions',
        id: 'divisions',
        eyebrow: division.text('eyebrow'),
        title: division.text('title'),
        lead: division.text('subtitle'),
        items: divisions.map(({ key, icon, href, overview }) => ({
          id: key,
          accent: key,
          icon,
          image: `/images/divisions/${key}.svg`,
          title: division.text(`${key}.name`),
          body: division.text(`${key}.description`),
          features: division.list(`${key}.capabilities`),
          href,
          overview,
        })),
        cardLink: division.text('visit'),
        overlay: {
          explore: home.text('overlay.explore'),
          request: { href: '/contact', label: home.text('overlay.quote') },
          close: home.text('overlay.close'),
        },
        figures: { years: home.text('stats.years'), projects: home.text('stats.projects'), countries: home.text('stats.countries') },
        actions: [{ href: '/about', label: division.text('aboutButton'), style: 'secondary' }],
      },
      {
        kind: 'capabilities',
        id: 'capabilities',
        eyebrow: capability.text('eyebrow'),
        title: capability.text('title'),
        lead: capability.text('subtitle'),
        points: capability.list('points'),
        actions: [{ href: '/about', label: capability.text('button') }],
        items: Object.entries(capabilities).map(([key, icon]) => ({
          id: key,
          icon,
          title: capability.text(`cards.${key}.title`),
          body: key === 'reach' ? figureTemplate(files, 'home', `capabilities.cards.${key}.body`) : capability.text(`cards.${key}.body`),
        })),
      },
      { kind: 'partners', id: 'partners', title: home.text('partners.title'), lead: home.text('partners.subtitle') },
      {
        kind: 'trust',
        id: 'trust',
        eyebrow: trust.text('eyebrow'),
        title: trust.text('title'),
        lead: trust.text('subtitle'),
        figures: {
          title: trust.text('figures'),
          years: home.text('stats.years'),
          projects: home.text('stats.projects'),
          countries: home.text('stats.countries'),
        },
        certificates: {
          title: trust.text('certifications.title'),
          quality: trust.text('certifications.quality'),
          environment: trust.text('certifications.environment'),
          safety: trust.text('certifications.safety'),
        },
        sectors: {
          title: trust.text('sectors.title'),
          items: Object.entries(sectors).map(([key, icon]) => ({ id: key, icon, title: trust.text(`sectors.${key}`) })),
        },
      },
      {
        kind: 'contactTiles',
        id: 'contact',
        title: contact.text('title'),
        lead: contact.text('subtitle'),
        tiles: { phone: contact.text('phone'), email: contact.text('email'), visit: contact.text('visit'), address: contact.text('address') },
        actions: [{ href: '/contact', label: contact.text('button') }],
      },
    ],
  };
}
