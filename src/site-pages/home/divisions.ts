/** The group's three divisions as the landing page presents them (spec part 1 §2.3). */
export const divisions = [
  { key: 'energy', href: '/energy/home', sector: '/sectors/energy', image: '/images/divisions/energy.svg', accent: 'energy' },
  {
    key: 'electronics',
    href: '/electronics/home',
    sector: '/sectors/electronics',
    image: '/images/divisions/electronics.svg',
    accent: 'electronics',
  },
  { key: 'solutions', href: '/solutions', sector: '/sectors/solutions', image: '/images/divisions/solutions.svg', accent: 'solutions' },
] as const;

export const capabilityKeys = ['engineering', 'hub', 'reach', 'quality'] as const;
export const keyPointKeys = ['first', 'second', 'third', 'fourth'] as const;
/** Each division has six capabilities; the cards show the first three. */
export const divisionCapabilityKeys = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;
