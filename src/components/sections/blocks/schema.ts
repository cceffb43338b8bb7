/**
 * The block kinds of the section library, one folder each (`blocks/{kind}/schema.ts`), as one schema: what a page
 * document's blocks may be. Types are inferred from it, never written by hand.
 */
import { z } from 'zod';
import { panelBlockSchema } from './panel-blocks';
import { tabsSchema } from './tabs/schema';

export const blockSchema = z.discriminatedUnion('kind', [...panelBlockSchema.options, tabsSchema]);
export type Block = z.infer<typeof blockSchema>;
export type BlockKind = Block['kind'];
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;
export const blockKinds = blockSchema.options.map((option) => option.shape.kind.value) as BlockKind[];
