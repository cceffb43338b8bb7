import 'server-only';
import { unstable_cache } from 'next/cache';
import type { PageDocument } from '@/components/sections/blocks/document';
import type { CertificateView } from '@/components/sections/blocks/certificates/view';
import { icons, type IconName } from '@/components/sections/icons';
import type { CertificateArea } from '@/config/certificates';
import { getDatabase } from '@/db';
import { certificatesTag, isValidOn, listCertificates } from '@/features/certificates/store.server';
import { siteDay } from '@/i18n/format';
import { log } from '@/lib/log';

type Listed = CertificateView & { areas: CertificateArea[]; validFrom?: string };

const isIcon = (name: string | undefined): name is IconName => !!name && name in icons;

/** The whole library as the pages use it, kept until a certificate is saved or a Riyadh day turns (the tag). */
const library = unstable_cache(
  async (): Promise<Listed[]> =>
    (await listCertificates((await getDatabase()).db)).map((certificate) => ({
      id: certificate.id,
      standard: certificate.standard,
      title: certificate.title,
      scope: certificate.scope,
      issuer: certificate.issuer,
      number: certificate.number,
      validFrom: certificate.validFrom,
      validUntil: certificate.validUntil,
      icon: isIcon(certificate.icon) ? certificate.icon : undefined,
      image: certificate.image,
      file: certificate.file && { href: certificate.file.href, name: certificate.file.name },
      areas: certificate.areas,
    })),
  ['certificates-library'],
  { tags: [certificatesTag] },
);

const areaOf = (accent: PageDocument['accent']): CertificateArea => (accent === 'energy' || accent === 'electronics' ? accent : 'group');

/**
 * The certificates a page shows (decision 016): where it has a certificates block, those of its division (the
 * group's on every other page) that are valid today in Riyadh, by standard. None while the library cannot be read.
 */
export async function pageCertificates(document: PageDocument, day: string = siteDay()): Promise<CertificateView[]> {
  if (!document.blocks.some((block) => block.kind === 'certificates')) return [];
  try {
    const area = areaOf(document.accent);
    return (await library()).filter((certificate) => certificate.areas.includes(area) && isValidOn(certificate, day));
  } catch (err) {
    log.warn({ err }, 'The certificates library could not be read; the page shows none');
    return [];
  }
}
