import { featuresShown } from '@/components/sections/bento-layout';
import { capabilitiesOnCard } from '@/components/sections/blocks/divisions/schema';

type Lines = { features?: unknown[]; size?: keyof typeof featuresShown };

/**
 * How many of an item's feature lines its block's layout shows, where it shows fewer than it keeps: a tile by its
 * size, a division's card its first capabilities. The editor says so beside the list; the round-trip test skips the rest.
 */
export function featureLinesShown(kind: unknown, item: Lines | undefined): number | undefined {
  if (kind === 'bento') return featuresShown[item?.size ?? 'small'];
  if (kind === 'divisions') return capabilitiesOnCard;
  return undefined;
}
