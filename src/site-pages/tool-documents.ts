import 'server-only';
import type { Block } from '@/components/sections/blocks/schema';
import type { PageDocument } from '@/components/sections/blocks/document';
import { artFor } from '@/config/page-art';
import type { Words } from './seed-words';

/**
 * The documents of the pages that are mostly a tool (decision 011): the contact pages, the calculator and the news
 * list. The document holds what the page says (its hero, its search-engine words, the group's and the electronics
 * division's reasons to choose them and the sectors they serve); the tool's own labels and messages stay interface
 * words in the message files.
 */

type ToolPage = { id: string; accent: PageDocument['accent']; blocks?: Block[] };

/** The banner hero and search-engine words every one of these pages has, from its `pages.{id}` entry. */
function toolDocument({ id, accent, blocks = [] }: ToolPage, seo: Words): PageDocument {
  const page = seo.scope(id);
  return {
    id,
    accent,
    seo: { title: page.text('title'), description: page.text('description') },
    hero: { layout: 'banner', eyebrow: page.text('eyebrow'), title: page.text('heroTitle'), lead: page.text('heroLead'), image: artFor(id) },
    blocks,
  };
}

const reasons = [
  { id: 'factory', icon: 'factory' },
  { id: 'award', icon: 'badge' },
  { id: 'team', icon: 'users' },
  { id: 'sectors', icon: 'shield' },
] as const;

/** The sectors the divisions serve (not clients: no client has agreed to be named). */
const sectors = [
  { id: 'energy', icon: 'zap' },
  { id: 'oil-gas', key: 'oilGas', icon: 'flame' },
  { id: 'manufacturing', icon: 'factory' },
  { id: 'telecom', icon: 'radioTower' },
  { id: 'healthcare', icon: 'health' },
  { id: 'agriculture', icon: 'sprout' },
] as const;

/** Why customers choose the group, and the sectors it serves: shown under the group's and electronics' forms. */
function credentials(contact: Words): Block[] {
  return [
    {
      kind: 'features',
      id: 'why',
      title: contact.text('why.title'),
      style: 'list',
      columns: 2,
      items: reasons.map(({ id, icon }) => ({ id, icon, title: contact.text(`why.${id}.title`), body: contact.text(`why.${id}.body`) })),
    },
    {
      kind: 'features',
      id: 'sectors',
      tone: 'muted',
      title: contact.text('sectors.title'),
      lead: contact.text('sectors.subtitle'),
      columns: 3,
      items: sectors.map((sector) => ({
        id: sector.id,
        icon: sector.icon,
        title: contact.text(`sectors.items.${'key' in sector ? sector.key : sector.id}`),
      })),
    },
  ];
}

/** The contact pages, the calculator and the news list as documents; `contact` reads the `contact` namespace. */
export function toolDocuments(seo: Words, contact: Words): PageDocument[] {
  return [
    toolDocument({ id: 'contact', accent: 'group', blocks: credentials(contact) }, seo),
    toolDocument({ id: 'electronics-contact', accent: 'electronics', blocks: credentials(contact) }, seo),
    toolDocument({ id: 'energy-contact', accent: 'energy' }, seo),
    toolDocument({ id: 'energy-calculator', accent: 'energy' }, seo),
    toolDocument({ id: 'energy-news', accent: 'energy' }, seo),
  ];
}
