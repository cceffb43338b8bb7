import type { IconName } from '../../icons';
import type { Localized } from '../fields';

/** A certificate as its card shows it: from the library (decision 016), already valid on the day it is drawn. */
export type CertificateView = {
  id: number;
  standard: string;
  title: Localized;
  scope: Localized;
  issuer?: Localized;
  number?: string;
  /** `YYYY-MM-DD`, the last day it is valid; undefined while the company has not recorded it. */
  validUntil?: string;
  icon?: IconName;
  image?: string;
  file?: { href: string; name: string };
};
