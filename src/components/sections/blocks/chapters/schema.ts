import { z } from 'zod';
import { blockBase, key, localized, localizedList } from '../fields';

/**
 * A long text in numbered chapters (a privacy policy, terms of use): a contents list that links to each chapter,
 * the date of the last change, an introduction, and the chapters with their paragraphs. Each chapter's key is its
 * anchor (`#s1`), so links to a chapter keep working when its title changes.
 */
export const chaptersSchema = z.object({
  kind: z.literal('chapters'),
  ...blockBase,
  eyebrow: localized.optional(),
  title: localized.optional(),
  lead: localized.optional(),
  /** The heading of the contents list beside the text. */
  contentsTitle: localized,
  /** The line that says when the text last changed ("Last updated: …"). */
  updated: localized,
  intro: localized.optional(),
  sections: z.array(z.object({ id: key, title: localized, body: localizedList })).max(40),
});
