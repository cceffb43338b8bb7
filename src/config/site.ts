import { env } from '@/env';

/** A day of the week, as the office-hours sentence names it (`contact.info.hours.days`). */
export type Weekday = 'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';

/** Office hours in Saudi time: first and last working day, opening and closing hour on a 24-hour clock. */
export type OfficeHours = { firstDay: Weekday; lastDay: Weekday; opens: number; closes: number };

/**
 * Commitments the site states only once the owner sets them here, beside the phone and e-mail: while a value is
 * unset, its sentence is not shown, so the site never promises what nobody has agreed to.
 * Example: `officeHours: { firstDay: 'sunday', lastDay: 'thursday', opens: 8, closes: 17 }`, `replyWorkingDays: 1`.
 */
type ServiceCommitments = {
  /** Shown as the contact pages' "Business hours" card. */
  officeHours?: OfficeHours;
  /** Working days within which an e-mail is answered, shown under the e-mail address on the contact pages. */
  replyWorkingDays?: number;
};

const service: ServiceCommitments = {};

/**
 * Site facts: contact details, address and public figures. The spec leaves the phone and e-mail
 * as {phone} and {email}; operators set them through the environment (DESIGN.md §2).
 */
export const siteConfig = {
  url: env.PUBLIC_SITE_URL,
  phone: env.SITE_PHONE,
  email: env.SITE_EMAIL,
  salesEmail: env.SALES_EMAIL,
  service,
  /** Head office, Jeddah: opens in a maps service in a new tab. */
  mapUrl: 'https://www.openstreetmap.org/?mlat=21.5433&mlon=39.1728#map=12/21.5433/39.1728',
  social: {
    linkedin: 'https://www.linkedin.com/',
    x: 'https://x.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
    facebook: 'https://www.facebook.com/',
  },
  /** The calculator's map (DESIGN.md §2): satellite imagery, a labels overlay and place search; none needs a key. */
  map: { tileUrl: env.MAP_TILE_URL, labelsUrl: env.MAP_LABELS_URL, geocoderUrl: env.GEOCODER_URL },
  isoStandards: ['ISO 45001:2018', 'ISO 9001:2015', 'ISO 14001:2015'],
  /**
   * The Saudi Vision 2030 mark beside the ISO seals in the footer. It is not a certification: show it only where the
   * group is entitled to use it (set `true` then).
   */
  showVision2030Mark: false as boolean,
  /** Store pages of the monitoring app (`/energy/app`); while one is empty its button asks to be told when the app is out. */
  appStores: { android: env.ANDROID_APP_URL, ios: env.IOS_APP_URL },
  /**
   * The group's one set of public figures (group landing, About, energy About, industrial solutions landing).
   * The solutions landing's own 1000+ projects and 25+ countries (spec part 2 §9) contradict these and are not shown.
   */
  landingStats: { years: 25, projects: 500, countries: 15 },
} as const;

/** `tel:` form of a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
