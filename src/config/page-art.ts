/** Which original illustration (public/images/scenes) stands behind the hero of each page that is not described as data (those name their own). */
const scenes = {
  contact: 'office',
  leadership: 'office',
  careers: 'factory',
  news: 'news',
  'case-studies': 'industrial-maintenance',
  support: 'monitoring',
  privacy: 'document',
  terms: 'document',
  cookies: 'document',

  'energy-calculator': 'rooftop-solar',
  'energy-contact': 'solar-field',
  'energy-news': 'news',
  'energy-news-article': 'news',

  'electronics-ems': 'smt-line',
  'electronics-rd': 'rd-lab',
  'electronics-rd-services': 'rd-lab',
  'electronics-contact': 'factory',
  'electronics-ems-pcb-manufacturing': 'pcb',
  'electronics-ems-pcba-assembly': 'pcb',
} as const satisfies Record<string, string>;

export function artFor(routeId: string): string {
  const scene = (scenes as Record<string, string>)[routeId] ?? 'factory';
  return `/images/scenes/${scene}.svg`;
}
