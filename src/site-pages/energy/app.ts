import type { Action, PageDefinition } from '@/components/sections/types';
import { siteConfig } from '@/config/site';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';

/**
 * A store button: the store page when its address is configured (`ANDROID_APP_URL`, `IOS_APP_URL`), else
 * the enquiry that asks to be told when the app is there, labelled so (`notifyAndroid`, `notifyIos`).
 */
function storeAction(platform: 'android' | 'ios'): Action {
  const url = siteConfig.appStores[platform];
  const label = platform === 'android' ? 'Android' : 'Ios';
  return url
    ? { href: url, label: `download${label}`, style: 'primary' }
    : { href: topicEnquiryPath('/energy/contact', 'energy-app'), label: `notify${label}`, style: 'primary' };
}

const stores = [storeAction('android'), storeAction('ios')];

/**
 * `/energy/app` (spec part 1 §2.12): hero with the Android and iOS buttons, the five-feature showcase on a drawn
 * phone, who the app is for, the download section with four advantages and the same buttons, and the way on
 * to solar monitoring.
 */
export const energyAppPage: PageDefinition = {
  namespace: 'energyApp',
  accent: 'energy',
  enquiry: { service: 'solar-monitoring' },
  hero: { image: '/images/scenes/energy-app.svg', actions: stores },
  blocks: [
    {
      kind: 'showcase',
      id: 'features',
      items: [
        { id: 'live', icon: 'activity' },
        { id: 'alerts', icon: 'bell' },
        { id: 'weekly', icon: 'barChart' },
        { id: 'chat', icon: 'message' },
        { id: 'languages', icon: 'languages' },
      ],
    },
    {
      kind: 'intro',
      id: 'for',
      items: [
        { id: 'homes', icon: 'home' },
        { id: 'farms', icon: 'tractor' },
        { id: 'business', icon: 'building' },
        { id: 'sites', icon: 'tower' },
      ],
    },
    {
      kind: 'features',
      id: 'download',
      tone: 'dark',
      columns: 4,
      items: [
        { id: 'early', icon: 'bell' },
        { id: 'savings', icon: 'trendingUp' },
        { id: 'help', icon: 'headset' },
        { id: 'language', icon: 'languages' },
      ],
      actions: stores,
    },
    {
      kind: 'cta',
      id: 'cta',
      actions: [
        { href: '/energy/applications/solar-monitoring', label: 'monitoring' },
        { href: '/energy/contact', label: 'contact' },
      ],
    },
  ],
};
