/**
 * The site's enquiry forms: their fields, service choices and validation (spec part 1 §5, part 2 §5).
 * One zod schema per form, used by the browser for instant feedback and by the server as the authority.
 * Error values are message keys in the `leads.errors` namespace, so both languages share one rule set.
 */
import { z } from '@/lib/zod';

const electronicsServices = [
  'pcba-manufacturing',
  'power-energy-products',
  'medical-electronics',
  'fire-safety-systems',
  'smart-lighting',
  'home-appliances',
  'educational-systems',
  'control-systems',
  'communications-iot',
  'military-defense',
  'custom-solutions',
  'technical-support',
] as const;

const groupServices = [
  ...electronicsServices,
  'solar-power-systems',
  'wind-energy-solutions',
  'battery-storage-systems',
  'agricultural-solutions',
  'industrial-solutions',
  'ev-charging-infrastructure',
  'energy-consulting',
  'maintenance-support',
  'other',
] as const;

const energyContactServices = [
  'solar-power-systems',
  'battery-storage-systems',
  'ev-charging-infrastructure',
  'wind-energy-solutions',
  'agricultural-solutions',
  'industrial-solutions',
  'solar-monitoring',
  'maintenance-support',
  'other',
] as const;

const energyHomeServices = ['residential', 'commercial', 'industrial'] as const;

export const allServices = [...new Set([...groupServices, ...energyContactServices, ...energyHomeServices])];
export type ServiceKey = (typeof allServices)[number];

export type LeadFieldName = 'name' | 'email' | 'phone' | 'company' | 'service' | 'message';

type FieldRules = {
  /** Message keys of this form's rules (the spec words them differently per form). */
  errors: { name: string; emailRequired: string; emailInvalid: string; phone?: string; service: string; message: string };
  phoneRequired: boolean;
  hasCompany: boolean;
};

export const limits = { name: 120, email: 254, phone: 40, company: 160, message: 5000 } as const;

/** "text, an at sign, text, a dot, text" (spec part 2 §5), without spaces. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function buildSchema(services: readonly string[], rules: FieldRules) {
  const requiredText = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, 'tooLong');
  const optionalText = (max: number) =>
    z
      .string()
      .trim()
      .max(max, 'tooLong')
      .optional()
      .transform((value) => value || undefined);
  return z.object({
    name: requiredText(rules.errors.name, limits.name),
    email: z
      .string({ error: rules.errors.emailRequired })
      .trim()
      .min(1, rules.errors.emailRequired)
      .max(limits.email, 'tooLong')
      .regex(emailShape, rules.errors.emailInvalid),
    phone: rules.phoneRequired
      ? requiredText(rules.errors.phone!, limits.phone).regex(/^[\d\s+()./-]{5,}$/, 'phoneInvalid')
      : optionalText(limits.phone),
    company: rules.hasCompany ? optionalText(limits.company) : z.undefined().optional(),
    service: z.string({ error: rules.errors.service }).refine((value) => services.includes(value), rules.errors.service),
    message: requiredText(rules.errors.message, limits.message),
  });
}

const inquiryRules: FieldRules = {
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

const energyRules: FieldRules = {
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
} as const satisfies Record<string, { services: readonly string[]; fields: readonly LeadFieldName[]; messageRows: number; rules: FieldRules }>;

export type LeadFormKey = keyof typeof leadForms;
export const leadFormKeys = Object.keys(leadForms) as LeadFormKey[];

export function isLeadFormKey(value: unknown): value is LeadFormKey {
  // Own keys only: "__proto__" or "constructor" are not forms.
  return typeof value === 'string' && Object.hasOwn(leadForms, value);
}

const schemas = Object.fromEntries(
  leadFormKeys.map((key) => {
    const form = leadForms[key];
    return [key, buildSchema(form.services, form.rules)];
  }),
) as Record<LeadFormKey, ReturnType<typeof buildSchema>>;

export type LeadInput = z.output<ReturnType<typeof buildSchema>>;
export type LeadValues = Partial<Record<LeadFieldName, string>>;
export type FieldErrors = Partial<Record<LeadFieldName, string>>;

/** Which fields are required, for the inputs' `required` attribute and labels. */
export function isRequired(form: LeadFormKey, field: LeadFieldName): boolean {
  if (field === 'company') return false;
  if (field === 'phone') return leadForms[form].rules.phoneRequired;
  return true;
}

/** Validates raw values; returns the cleaned enquiry or the first error of each field. */
export function validateLead(form: LeadFormKey, values: LeadValues): { ok: true; data: LeadInput } | { ok: false; errors: FieldErrors } {
  const fields = leadForms[form].fields as readonly LeadFieldName[];
  const picked = Object.fromEntries(fields.map((field) => [field, values[field] ?? '']));
  const result = schemas[form].safeParse(picked);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LeadFieldName;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
