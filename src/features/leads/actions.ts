'use server';

import { headers } from 'next/headers';
import { requestLog } from '@/lib/log.server';
import { after } from 'next/server';
import { getDatabase } from '@/db';
import { isKnownPath } from '@/config/routes';
import { defaultLocale, isLocale } from '@/i18n/config';
import { clientAddress } from '@/lib/client-address';
import { CALCULATOR_FIELD, calculatorLeadDetails } from '@/features/calculator/lead-details';
import { isLeadFormKey } from './forms';
import { valuesFromFormData, visibleValues, type LeadFormState } from './form-state';
import { submitLead } from './submit.server';

/**
 * The enquiry forms' server action. It works with JavaScript off (the page re-renders with the
 * returned state) and on (the form calls it directly). Whatever happens, the visitor's text comes back.
 */
export async function submitLeadAction(form: string, _previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const values = valuesFromFormData(formData);
  const visible = visibleValues(values);
  if (!isLeadFormKey(form)) return { status: 'error', values: visible, errors: {} };

  const locale = formData.get('locale');
  const page = formData.get('page');
  try {
    const { db } = await getDatabase();
    const outcome = await submitLead(form, values, {
      db,
      ip: clientAddress(await headers()),
      locale: isLocale(locale) ? locale : defaultLocale,
      page: typeof page === 'string' && isKnownPath(page) ? page : '/',
      details: form === 'energy-contact' ? calculatorLeadDetails(formData.get(CALCULATOR_FIELD)) : undefined,
      afterResponse: after,
    });
    switch (outcome.kind) {
      case 'stored':
      case 'discarded':
        return { status: 'success', values: {}, errors: {} };
      case 'invalid':
        return { status: 'invalid', values: visible, errors: outcome.errors };
      case 'rateLimited':
        return { status: 'rateLimited', values: visible, errors: {} };
    }
  } catch (error) {
    (await requestLog()).error({ err: error, form }, 'Enquiry from a form could not be stored');
    return { status: 'error', values: visible, errors: {} };
  }
}
