import type { PageDocument } from '@/components/sections/blocks/document';
import type { Block } from '@/components/sections/blocks/schema';
import { collectionIds, collections } from '@/config/collections';
import type { SiteEntry } from './seed-entries';

type CardsBlock = Extract<Block, { kind: 'cards' }>;
type CardItem = CardsBlock['items'][number];

/**
 * A document as its page shows it today (decision 013): a card about a page that visitors cannot reach (an entry
 * unpublished or deleted) is left out wherever it is, and a collection's listing page shows every entry visitors can
 * reach, those staff added after its own cards, each as its page's title, card line and hero artwork. A card about
 * an entry links to its address of today.
 */
export function withEntries(document: PageDocument, entries: readonly SiteEntry[], documents: ReadonlyMap<string, PageDocument>): PageDocument {
  const reachable = (item: { source?: string }) => !item.source || documents.has(item.source);
  // A card about an entry links to wherever the entry lives now (staff may have moved it).
  const at = new Map(entries.map((entry) => [entry.id, entry.path]));
  const followed = <I extends { source?: string; href?: string }>(item: I): I => {
    const path = item.source ? at.get(item.source) : undefined;
    return path && item.href !== path ? { ...item, href: path } : item;
  };
  const listed = collectionIds.find((id) => collections[id].listing === document.id);
  let appended = !listed;
  const visit = <B extends Block | Extract<Block, { kind: 'tabs' }>['tabs'][number]['blocks'][number]>(block: B): B => {
    if (block.kind === 'tabs') return { ...block, tabs: block.tabs.map((tab) => ({ ...tab, blocks: tab.blocks.map(visit) })) };
    if (block.kind === 'bento') return { ...block, items: block.items.filter(reachable).map(followed) };
    if (block.kind !== 'cards') return block;
    const items = block.items.filter(reachable).map(followed);
    // The listing's first cards block about its collection's entries takes the new ones.
    if (appended || !block.items.some((item) => entries.some((entry) => entry.id === item.source) || item.source?.startsWith(`${listed}-`))) {
      return { ...block, items };
    }
    appended = true;
    const shown = new Set(items.map((item) => item.source));
    const added: CardItem[] = entries
      .filter((entry) => entry.collection === listed && !shown.has(entry.id))
      .flatMap((entry) => {
        const page = documents.get(entry.id);
        return page
          ? [{ id: entry.slug, image: page.hero.image, href: entry.path, source: entry.id, ...(entry.category ? { category: entry.category } : {}) }]
          : [];
      });
    return { ...block, items: [...items, ...added].slice(0, 40) };
  };
  return { ...document, blocks: document.blocks.map(visit) };
}
