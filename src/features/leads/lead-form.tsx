'use client';

import { Icon } from '@/components/ui/icon';
import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { clsx } from 'clsx';
import { checkLead, isRequired, type LeadFieldName, type LeadFormKey, type LeadValues } from './field-rules';
import { idleState, valuesFromFormData, visibleValues, type LeadFormState } from './form-state';

export type LeadFormCopy = {
  fields: Record<LeadFieldName, string>;
  placeholders: Record<LeadFieldName, string>;
  services: { value: string; label: string }[];
  errors: Record<string, string>;
  required: string;
  optional: string;
  send: string;
  sending: string;
  successTitle: string;
  successBody: string;
  sendAnother: string;
  errorBanner: string;
  invalidBanner: string;
  rateLimited: string;
  honeypot: string;
  privacy: string;
};

type Action = (previous: LeadFormState, formData: FormData) => Promise<LeadFormState>;

type Props = {
  form: LeadFormKey;
  fields: readonly LeadFieldName[];
  messageRows: number;
  action: Action;
  locale: string;
  page: string;
  /** The page's own address, for "send another" without JavaScript. */
  pageHref: string;
  copy: LeadFormCopy;
  /** Return to the empty form this long after a success or failure (energy home section: 5 s). */
  resetAfterMs?: number;
  variant?: 'default' | 'energy' | 'electronics';
  /** What the fields hold when the form opens (an estimate carried from the calculator). */
  initialValues?: LeadValues;
  /** Sent with the enquiry but not shown (the calculator's answers). */
  hiddenFields?: Record<string, string>;
};

/**
 * An enquiry form. With JavaScript off the browser posts it to the server action and the page comes
 * back with the result; with JavaScript on it checks the fields instantly (with the light rules of
 * `field-rules.ts`, not the server's zod schema), calls the same action and keeps
 * everything typed when anything fails.
 */
export function LeadForm({
  form,
  fields,
  messageRows,
  action,
  locale,
  page,
  pageHref,
  copy,
  resetAfterMs,
  variant = 'default',
  initialValues,
  hiddenFields,
}: Props) {
  const [serverState, dispatch] = useActionState(action, initialValues ? { ...idleState, values: initialValues } : idleState);
  const [clientState, setClientState] = useState<LeadFormState | null>(null);
  const [pending, startTransition] = useTransition();
  const [formKey, setFormKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const state = clientState ?? serverState;

  useEffect(() => {
    if (!resetAfterMs || (state.status !== 'success' && state.status !== 'error')) return;
    const timer = window.setTimeout(() => {
      setClientState((current) => (current?.status === 'success' ? idleState : current && { ...current, status: 'idle' }));
    }, resetAfterMs);
    return () => window.clearTimeout(timer);
  }, [state.status, resetAfterMs]);

  const focusFirstError = (errors: LeadFormState['errors']) => {
    const first = fields.find((field) => errors[field]);
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const values = valuesFromFormData(formData);
    const visible = visibleValues(values);
    const errors = checkLead(form, values);
    if (Object.keys(errors).length > 0) {
      setClientState({ status: 'invalid', values: visible, errors });
      focusFirstError(errors);
      return;
    }
    startTransition(async () => {
      try {
        const result = await action(state, formData);
        setClientState(result);
        if (result.status === 'success') formRef.current?.reset();
        else focusFirstError(result.errors);
      } catch {
        setClientState({ status: 'error', values: visible, errors: {} });
      }
    });
  };

  const clearError = (name: string) => {
    if (!(name in state.errors)) return;
    const errors = { ...state.errors };
    delete errors[name as LeadFieldName];
    setClientState({ ...state, errors });
  };

  if (state.status === 'success') {
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-card border border-border bg-card p-8 shadow-card">
        <Icon name="circle-check" className="size-10 text-primary" />
        <h3 className="text-h3 font-bold">{copy.successTitle}</h3>
        <p className="text-muted-foreground">{copy.successBody}</p>
        <a
          href={pageHref}
          className={buttonVariants({ variant: 'outline' })}
          onClick={(event) => {
            event.preventDefault();
            setClientState(idleState);
            setFormKey((key) => key + 1);
          }}
        >
          {copy.sendAnother}
        </a>
      </div>
    );
  }

  const id = (field: string) => `${form}-${field}`;
  const banner =
    state.status === 'error'
      ? copy.errorBanner
      : state.status === 'rateLimited'
        ? copy.rateLimited
        : state.status === 'invalid'
          ? copy.invalidBanner
          : null;

  return (
    <form
      key={formKey}
      ref={formRef}
      action={dispatch}
      onSubmit={onSubmit}
      onChange={(event) => clearError((event.target as unknown as HTMLInputElement).name)}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Honeypot: invisible to people, tempting to bots. */}
      <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
        <label htmlFor={id('website')}>{copy.honeypot}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {fields.map((field) => {
        const required = isRequired(form, field);
        const error = state.errors[field];
        const common = {
          id: id(field),
          name: field,
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? id(`${field}-error`) : undefined,
          defaultValue: state.values[field] ?? '',
          className: clsx(
            'w-full rounded-lg border bg-background px-3.5 py-2.5 text-foreground placeholder:text-muted-foreground/80 focus-visible:border-ring',
            error ? 'border-destructive' : 'border-border',
          ),
        };
        const wide = field === 'message' || field === 'service' || (fields.length === 4 && field !== 'name' && field !== 'email');
        return (
          <div key={field} className={clsx('flex flex-col gap-1.5', wide && 'sm:col-span-2')}>
            <label htmlFor={id(field)} className="text-sm font-semibold">
              {copy.fields[field]} <span className="font-normal text-muted-foreground">({required ? copy.required : copy.optional})</span>
            </label>
            {field === 'message' ? (
              <textarea {...common} rows={messageRows} placeholder={copy.placeholders.message} />
            ) : field === 'service' ? (
              <select {...common}>
                <option value="">{copy.placeholders.service}</option>
                {copy.services.map((service) => (
                  <option key={service.value} value={service.value}>
                    {service.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                dir={field === 'email' || field === 'phone' ? 'ltr' : undefined}
                autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'organization'}
                placeholder={copy.placeholders[field]}
                className={clsx(common.className, (field === 'email' || field === 'phone') && 'text-start rtl:text-end')}
              />
            )}
            {error && (
              <p id={id(`${field}-error`)} className="text-sm font-medium text-destructive">
                {copy.errors[error] ?? copy.errors.tooLong}
              </p>
            )}
          </div>
        );
      })}

      <div className="flex flex-col gap-4 sm:col-span-2">
        {banner && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive"
          >
            <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
            {banner}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-muted-foreground">{copy.privacy}</p>
          <Button type="submit" size="lg" variant={variant} disabled={pending} aria-disabled={pending}>
            {pending ? copy.sending : copy.send}
          </Button>
        </div>
      </div>
    </form>
  );
}
