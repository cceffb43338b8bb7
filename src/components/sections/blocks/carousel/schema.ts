import { z } from 'zod';
import { blockBase, heading, itemBase } from '../fields';

/** Numbered steps gliding by on their own, with previous, next and pause. */
export const carouselSchema = z.object({ kind: z.literal('carousel'), ...blockBase, ...heading, items: z.array(z.object(itemBase)).max(16) });
