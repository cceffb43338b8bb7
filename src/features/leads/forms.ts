/**
 * The server's check of an enquiry, the authority: one zod schema per form, built from the field rules in
 * `field-rules.ts` (which the browser checks with a few lines of its own, without zod).
 */
import { plainText, z } from '@/lib/zod';
import {
  controlCharacters,
  fieldRules,
  leadFormKeys,
  leadForms,
  type FieldErrors,
  type FieldRule,
  type LeadFieldName,
  type LeadFormKey,
  type LeadValues,
} from './field-rules';

export {
  allServices,
  isLeadFormKey,
  isRequired,
  leadFormKeys,
  leadForms,
  limits,
  type FieldErrors,
  type LeadFieldName,
  type LeadFormKey,
  type LeadValues,
  type ServiceKey,
} from './field-rules';

/** A cleaned enquiry: text trimmed, empty optional fields left out. */
export type LeadInput = { name: string; email: string; phone?: string; company?: string; service: string; message: string };

function fieldSchema(rule: FieldRule) {
  if (rule.kind === 'choice') return z.string({ error: rule.error }).refine((value) => rule.options.includes(value), rule.error);
  const { lines, required, max, shape } = rule;
  if (required) {
    const text = z.string({ error: required }).trim().min(1, required).check(plainText(lines, controlCharacters)).max(max, 'tooLong');
    return shape ? text.regex(shape.pattern, shape.error) : text;
  }
  return z
    .string()
    .trim()
    .check(plainText(lines, controlCharacters))
    .max(max, 'tooLong')
    .refine((value) => !shape || !value || shape.pattern.test(value), shape?.error)
    .optional()
    .transform((value) => value || undefined);
}

function formSchema(form: LeadFormKey) {
  return z.object(Object.fromEntries(fieldRules(form).map(([field, rule]) => [field, fieldSchema(rule)])));
}

const schemas = Object.fromEntries(leadFormKeys.map((form) => [form, formSchema(form)])) as Record<LeadFormKey, ReturnType<typeof formSchema>>;

/** Validates raw values; returns the cleaned enquiry or the first error of each field. */
export function validateLead(form: LeadFormKey, values: LeadValues): { ok: true; data: LeadInput } | { ok: false; errors: FieldErrors } {
  const fields = leadForms[form].fields as readonly LeadFieldName[];
  const picked = Object.fromEntries(fields.map((field) => [field, values[field] ?? '']));
  const result = schemas[form].safeParse(picked);
  // Every form has name, email, service and message, all required: a parsed enquiry holds them.
  if (result.success) return { ok: true, data: result.data as LeadInput };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LeadFieldName;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
