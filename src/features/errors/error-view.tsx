'use client';

import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { useEffect, useLayoutEffect } from 'react';
import { applyStoredTheme } from '@/components/layout/theme-script';
import { AreaAccent } from '@/components/sections/area-accent';
import { Button, buttonVariants } from '@/components/ui/button';
import { localizedPath } from '@/i18n/paths';
import { errorCopy, errorReference } from './error-copy';
import { usePageLocale } from './use-page-locale';
import { ErrorHero } from './error-hero';

/** The thrown value's reference in the server's log: server errors reach the browser with only this digest. */
function digestOf(error: unknown): string | undefined {
  const digest = error instanceof Error && 'digest' in error ? error.digest : undefined;
  return typeof digest === 'string' && digest ? digest : undefined;
}

/**
 * What an error boundary shows when a page fails (a database outage, a fault in our code): the area's header and
 * footer stay around it; the reader can try again, go back, search, go home or contact us.
 */
export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = usePageLocale();
  const { error: copy, search } = errorCopy(locale);
  const href = (path: string) => localizedPath(path, locale);
  const secondary = buttonVariants({ variant: 'outline' });
  const digest = digestOf(error);

  useEffect(() => {
    console.error(error);
  }, [error]);
  useLayoutEffect(applyStoredTheme, []);

  return (
    <AreaAccent area="group">
      <ErrorHero
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        body={copy.body}
        image="/images/scenes/industrial-maintenance.svg"
        variant="default"
        search={{ action: href('/search'), label: search.label, placeholder: search.placeholder, button: search.button }}
        note={digest && <p className="text-sm text-muted-foreground">{errorReference(locale, digest)}</p>}
      >
        <Button onClick={() => retry()}>
          <Icon name="rotate-cw" />
          {copy.retry}
        </Button>
        <Button variant="outline" onClick={() => history.back()}>
          <Icon name="arrow-left" className="flip-rtl" />
          {copy.back}
        </Button>
        <Link href={href('/')} className={secondary}>
          <Icon name="house" />
          {copy.home}
        </Link>
        <Link href={href('/contact')} className={secondary}>
          <Icon name="mail" />
          {copy.contact}
        </Link>
      </ErrorHero>
    </AreaAccent>
  );
}
