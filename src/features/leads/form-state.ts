import type { FieldErrors, LeadFieldName, LeadValues } from './field-rules';

export type LeadFormStatus = 'idle' | 'success' | 'invalid' | 'error' | 'rateLimited';
export type LeadFormState = { status: LeadFormStatus; values: LeadValues; errors: FieldErrors };

export const idleState: LeadFormState = { status: 'idle', values: {}, errors: {} };

const fieldNames: LeadFieldName[] = ['name', 'email', 'phone', 'company', 'service', 'message'];

/** The visitor's text from a submitted form, as strings (files and unknown fields ignored). */
export function valuesFromFormData(formData: FormData): LeadValues & { website?: string } {
  const values: LeadValues & { website?: string } = {};
  for (const name of [...fieldNames, 'website'] as const) {
    const value = formData.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** What the visitor can see of their values: everything but the honeypot. */
export function visibleValues(values: LeadValues & { website?: string }): LeadValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => name !== 'website'));
}
