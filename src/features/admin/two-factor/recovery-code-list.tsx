'use client';

import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';

export type RecoveryCopy = {
  title: string;
  body: string;
  listLabel: string;
  hint: string;
  copy: string;
  copied: string;
  print: string;
  done: string;
};

/** New recovery codes, shown this once: to copy, print or write down, then on to `doneHref`. */
export function RecoveryCodeList({ codes, copy, lead, doneHref }: { codes: string[]; copy: RecoveryCopy; lead?: string; doneHref: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-4 rounded-card border border-primary/40 bg-card p-6 shadow-card">
      {lead && (
        <p role="status" className="font-semibold text-primary">
          {lead}
        </p>
      )}
      <h2 id="recovery-codes-title" className="text-h3 font-bold">
        {copy.title}
      </h2>
      <p className="text-muted-foreground">{copy.body}</p>
      <ol
        aria-label={copy.listLabel}
        dir="ltr"
        className="grid grid-cols-1 gap-x-8 gap-y-2 rounded-lg border border-border bg-muted p-4 font-mono text-lg sm:grid-cols-2"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">{copy.hint}</p>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Button
          variant="outline"
          onClick={async () => {
            await navigator.clipboard.writeText(codes.join('\n'));
            setCopied(true);
          }}
        >
          <Icon name="copy" />
          {copy.copy}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Icon name="printer" />
          {copy.print}
        </Button>
        <Link href={doneHref} className={buttonVariants()}>
          {copy.done}
        </Link>
        <span role="status" className="text-sm font-medium text-primary">
          {copied ? copy.copied : ''}
        </span>
      </div>
    </section>
  );
}
