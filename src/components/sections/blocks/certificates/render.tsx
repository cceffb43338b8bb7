import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { FigureValue } from '@/components/ui/figure-value';
import { dayMoment, formatterFor } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { DialogIsland } from '../../dialog-island';
import { IconBadge } from '../../feature-grid';
import { BlockHeading, type BlockProps } from '../render-kit';

/**
 * The division's valid certificates from the library (decision 016): standard, name and scope, who issued it, its
 * number and last valid day where recorded, the certificate's picture in a viewer and its PDF to download. With none
 * valid, the section is left out rather than shown empty.
 */
export function CertificatesBlock({ block, context }: BlockProps<'certificates'>) {
  const { shared, certificates } = context;
  if (certificates.length === 0) return null;
  const format = formatterFor(context.locale);
  return (
    <>
      <BlockHeading block={block} context={context} />
      <ul className={cn('grid gap-6', certificates.length === 2 ? 'md:grid-cols-2' : 'lg:grid-cols-3')}>
        {certificates.map((certificate) => {
          const title = context.text(certificate.title);
          const named = shared('certificateOf', { standard: certificate.standard });
          const issuer = context.maybe(certificate.issuer);
          return (
            <li key={certificate.id} className="flex flex-col rounded-card border border-border bg-card p-6 shadow-card">
              <div className="flex items-start justify-between gap-4">
                <IconBadge icon={certificate.icon ?? 'shield'} />
                <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200">
                  <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
                  {shared('active')}
                </span>
              </div>
              <p className="mt-5 text-2xl font-bold text-(--area)">
                <FigureValue value={certificate.standard} />
              </p>
              <h3 className="mt-1 text-h3 font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{context.text(certificate.scope)}</p>
              {(issuer || certificate.number || certificate.validUntil) && (
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {issuer && (
                    <>
                      <dt className="text-muted-foreground">{shared('issuedBy')}</dt>
                      <dd>
                        <bdi>{issuer}</bdi>
                      </dd>
                    </>
                  )}
                  {certificate.number && (
                    <>
                      <dt className="text-muted-foreground">{shared('certificateNumber')}</dt>
                      <dd>
                        <bdi dir="ltr">{certificate.number}</bdi>
                      </dd>
                    </>
                  )}
                  {certificate.validUntil && (
                    <>
                      <dt className="text-muted-foreground">{shared('validUntil')}</dt>
                      <dd>
                        <time dateTime={certificate.validUntil}>{format.dateTime(dayMoment(certificate.validUntil), { dateStyle: 'long' })}</time>
                      </dd>
                    </>
                  )}
                </dl>
              )}
              <p className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
                <Icon name="shield-check" className="size-4" />
                {shared('certified')}
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                {certificate.image && (
                  <DialogIsland
                    title={named}
                    closeLabel={shared('close')}
                    triggerClassName="inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border px-4 text-sm font-semibold hover:bg-muted"
                    trigger={shared('viewCertificate')}
                  >
                    <Picture
                      src={certificate.image}
                      alt={named}
                      width={900}
                      height={1200}
                      className="mx-auto h-auto max-h-[70dvh] w-auto rounded-lg border border-border"
                    />
                  </DialogIsland>
                )}
                {certificate.file && (
                  <a
                    href={certificate.file.href}
                    download={certificate.file.name}
                    className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-border px-4 text-sm font-semibold hover:bg-muted"
                  >
                    <Icon name="download" className="size-4" />
                    {shared('downloadCertificate', { standard: certificate.standard })}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
