import { z } from 'zod';
import { actions, blockBase, heading, itemBase, localizedList, picture } from '../fields';

/** Heading and paragraphs beside a picture, or beside a list of points (icon, title, body). */
export const introSchema = z.object({
  kind: z.literal('intro'),
  ...blockBase,
  ...heading,
  body: localizedList,
  ...picture,
  items: z.array(z.object(itemBase)).max(12).optional(),
  actions: actions.optional(),
});
