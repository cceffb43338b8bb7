import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button';

/** The band that closes a page: a title, one sentence and the button to the right contact page. */
export function ClosingCta({
  title,
  body,
  href,
  label,
  variant,
}: {
  title: string;
  body: string;
  href: string;
  label: string;
  variant: ButtonVariantProps['variant'];
}) {
  return (
    <section className="bg-muted">
      <div className="mx-auto flex max-w-site flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-h2 font-bold text-foreground">{title}</h2>
          <p className="mt-2 text-muted-foreground">{body}</p>
        </div>
        <Link href={href} className={buttonVariants({ variant, size: 'lg' })}>
          {label}
          <Icon name="arrow-right" className="flip-rtl" />
        </Link>
      </div>
    </section>
  );
}
