/**
 * Which original illustration (public/images/scenes) stands behind the hero of each page not composed from a page
 * definition: the custom pages, and the generic standard pages' seed documents.
 */
const scenes = {
  contact: 'group-contact',
  leadership: 'leadership',
  careers: 'factory',
  'case-studies': 'case-studies',
  support: 'support',
  privacy: 'document',
  terms: 'terms',
  cookies: 'cookies',

  'energy-calculator': 'solar-calculator',
  'energy-contact': 'energy-contact',
  'energy-news': 'news',

  'electronics-rd-services': 'rd-services',
  'electronics-contact': 'electronics-contact',
} as const satisfies Record<string, string>;

/** The pages outside the section library whose hero shows a scene from this list. */
export const pagesWithArt: readonly string[] = Object.keys(scenes);

export function artFor(routeId: string): string {
  const scene = (scenes as Record<string, string>)[routeId] ?? 'factory';
  return `/images/scenes/${scene}.svg`;
}
