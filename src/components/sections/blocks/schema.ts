/**
 * The block kinds of the section library, one folder each (`blocks/{kind}/schema.ts`), as one schema: what a page
 * document's blocks may be. Types are inferred from it, never written by hand.
 */
import { z } from 'zod';
import { capabilitiesSchema } from './capabilities/schema';
import { contactTilesSchema } from './contact-tiles/schema';
import { divisionsSchema } from './divisions/schema';
import { panelBlockSchema } from './panel-blocks';
import { partnersSchema } from './partners/schema';
import { tabsSchema } from './tabs/schema';
import { trustSchema } from './trust/schema';

/** The group landing's bands: each a whole band of the page, edge to edge, so never inside a tab panel. */
const landingBandSchemas = [divisionsSchema, capabilitiesSchema, partnersSchema, trustSchema, contactTilesSchema] as const;

export const blockSchema = z.discriminatedUnion('kind', [...panelBlockSchema.options, tabsSchema, ...landingBandSchemas]);
export type Block = z.infer<typeof blockSchema>;
export type BlockKind = Block['kind'];
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;
export const blockKinds = blockSchema.options.map((option) => option.shape.kind.value) as BlockKind[];
