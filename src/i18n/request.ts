import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './config';
import { messageFormats, siteTimeZone } from './format';
import { loadMessages } from './messages';

// A language given explicitly (`getTranslations({ locale })`) is used as is: reading the request's instead would make
// the page depend on request headers, which Next refuses in a page it caches.
export default getRequestConfig(async ({ locale: given, requestLocale }) => {
  const requested = given ?? (await requestLocale);
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: siteTimeZone,
    formats: messageFormats,
  };
});
