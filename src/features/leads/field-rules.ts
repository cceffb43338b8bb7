/**
 * The site's enquiry forms as plain data: their fields, service choices and the rule of every field
 * (spec part 1 §5, part 2 §5). Error values are message keys in the `leads.errors` namespace.
 *
 * Every text field also refuses control characters, and the one-line fields direction controls too
 * (`lib/plain-text.ts`), with the message `controlCharacters`.
 *
 * Two checkers read these rules: `checkLead` below, a few lines the browser runs for instant feedback, and the
 * server's zod schemas in `forms.ts`, the authority. Both are built from `fieldRules`, so they cannot drift
 * (`field-rules.test.ts` runs them side by side over a table of inputs). This file must not import zod: it is
 * part of every page with a form.
 */

import { electronicsServices, energyContactServices, energyHomeServices, groupServices } from '@/config/services';
import { isPlainText, type TextKind } from '@/lib/plain-text';

export { allServices, type ServiceKey } from '@/config/services';

export type LeadFieldName = 'name' | 'email' | 'phone' | 'company' | 'service' | 'message';
export type LeadValues = Partial<Record<LeadFieldName, string>>;
export type FieldErrors = Partial<Record<LeadFieldName, string>>;

type FormRules = {
  /** Message keys of this form's rules (the spec words them differently per form). */
  errors: { name: string; emailRequired: string; emailInvalid: string; phone?: string; service: string; message: string };
  phoneRequired: boolean;
  hasCompany: boolean;
};

export const limits = { name: 120, email: 254, phone: 40, company: 160, message: 5000 } as const;

/** "text, an at sign, text, a dot, text" (spec part 2 §5), without spaces. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, spaces and the usual separators, at least five. */
const phoneShape = /^[\d\s+()./-]{5,}$/;

const inquiryRules: FormRules = {
  errors: {
    name: 'nameRequired',
    emailRequired: 'emailRequired',
    emailInvalid: 'emailInvalid',
    service: 'serviceRequired',
    message: 'messageRequired',
  },
  phoneRequired: false,
  hasCompany: true,
};

const energyRules: FormRules = {
  errors: {
    name: 'nameRequired',
    emailRequired: 'emailRequired',
    emailInvalid: 'emailFormat',
    phone: 'phoneRequired',
    service: 'serviceSelect',
    message: 'messageRequired',
  },
  phoneRequired: true,
  hasCompany: true,
};

export const leadForms = {
  /** Group contact page, 21 services. */
  contact: { services: groupServices, fields: ['name', 'email', 'phone', 'company', 'service', 'message'], messageRows: 5, rules: inquiryRules },
  /** Electronics contact page, 12 services. */
  'electronics-contact': {
    services: electronicsServices,
    fields: ['name', 'email', 'phone', 'company', 'service', 'message'],
    messageRows: 5,
    rules: inquiryRules,
  },
  /** Energy contact page: phone required, eight services plus other. */
  'energy-contact': {
    services: energyContactServices,
    fields: ['name', 'email', 'phone', 'company', 'service', 'message'],
    messageRows: 5,
    rules: energyRules,
  },
  /** Energy home contact section: four required fields, three customer types. */
  'energy-home': {
    services: energyHomeServices,
    fields: ['name', 'email', 'service', 'message'],
    messageRows: 4,
    rules: { ...energyRules, phoneRequired: false, hasCompany: false },
  },
} as const satisfies Record<string, { services: readonly string[]; fields: readonly LeadFieldName[]; messageRows: number; rules: FormRules }>;

export type LeadFormKey = keyof typeof leadForms;
export const leadFormKeys = Object.keys(leadForms) as LeadFormKey[];

export function isLeadFormKey(value: unknown): value is LeadFormKey {
  // Own keys only: "__proto__" or "constructor" are not forms.
  return typeof value === 'string' && Object.hasOwn(leadForms, value);
}

/**
 * One field's rule. Text is trimmed first; then, in this order: `required` (its message key when empty), only
 * characters a person types for its `lines` (`controlCharacters`), at most `max` characters (`tooLong`), and the
 * `shape` when given. A choice must be one of `options`.
 */
export type FieldRule =
  | { kind: 'text'; lines: TextKind; required?: string; max: number; shape?: { pattern: RegExp; error: string } }
  | { kind: 'choice'; options: readonly string[]; error: string };

/** The rule of every field the form has, in the form's order. */
export function fieldRules(form: LeadFormKey): [LeadFieldName, FieldRule][] {
  const { services, fields, rules } = leadForms[form];
  const byField: Record<LeadFieldName, FieldRule> = {
    name: { kind: 'text', lines: 'line', required: rules.errors.name, max: limits.name },
    email: {
      kind: 'text',
      lines: 'line',
      required: rules.errors.emailRequired,
      max: limits.email,
      shape: { pattern: emailShape, error: rules.errors.emailInvalid },
    },
    phone: rules.phoneRequired
      ? { kind: 'text', lines: 'line', required: rules.errors.phone, max: limits.phone, shape: { pattern: phoneShape, error: 'phoneInvalid' } }
      : { kind: 'text', lines: 'line', max: limits.phone },
    company: { kind: 'text', lines: 'line', max: limits.company },
    service: { kind: 'choice', options: services, error: rules.errors.service },
    message: { kind: 'text', lines: 'lines', required: rules.errors.message, max: limits.message },
  };
  return (fields as readonly LeadFieldName[]).map((field) => [field, byField[field]]);
}

/** Which fields are required, for the inputs' `required` attribute and labels. */
export function isRequired(form: LeadFormKey, field: LeadFieldName): boolean {
  const rule = fieldRules(form).find(([name]) => name === field)?.[1];
  return rule?.kind === 'choice' || Boolean(rule?.required);
}

/** The message of a text holding characters nobody types (`lib/plain-text.ts`). */
export const controlCharacters = 'controlCharacters';

/** The first broken rule of a value, or undefined when it passes. */
function firstError(rule: FieldRule, raw: string): string | undefined {
  if (rule.kind === 'choice') return rule.options.includes(raw) ? undefined : rule.error;
  const value = raw.trim();
  if (!value) return rule.required;
  if (!isPlainText(value, rule.lines)) return controlCharacters;
  if (value.length > rule.max) return 'tooLong';
  if (rule.shape && !rule.shape.pattern.test(value)) return rule.shape.error;
  return undefined;
}

/** The browser's instant check: the first error of each field, empty when the server will accept the enquiry. */
export function checkLead(form: LeadFormKey, values: LeadValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, rule] of fieldRules(form)) {
    const error = firstError(rule, values[field] ?? '');
    if (error) errors[field] = error;
  }
  return errors;
}
