/** The pages `npm run bench` measures (Arabic path; English is the same under /en) and what kind each is. */
export const pageKinds = [
  { path: '/', kind: 'content' },
  { path: '/energy/home', kind: 'form' },
  { path: '/energy/calculator', kind: 'calculator' },
  { path: '/energy/calculator?grid=on&type=residential&bill=900&area=120', kind: 'calculator' },
  { path: '/energy/news', kind: 'content' },
  { path: '/energy/news/1', kind: 'content' },
  { path: '/electronics/ems', kind: 'content' },
  // Edited and published through the content API by the bench just before it is measured (bench/edit-and-publish.mjs).
  { path: '/electronics/ems/pcba-assembly', kind: 'content' },
  { path: '/contact', kind: 'form' },
  // A product staff created and published with an uploaded photograph just before it is measured (bench/new-entry.mjs).
  { path: '/energy/products/bench-solar-carports', kind: 'content' },
];

/** Issue 12's budgets: every page, both languages, one run. */
export const budgets = {
  performanceMin: 95,
  performanceUnderFloorMax: 3,
  perfectScores: ['accessibility', 'best-practices', 'seo'],
  clsMax: 0.02,
  lcpMaxMs: 2000,
  tbtMaxMs: 200,
  /** First-load JavaScript over the floor's, gzip KB, by page kind. */
  jsOverFloorKb: { content: 25, form: 35, calculator: 35 },
  /**
   * HTML of a content page, gzip KB, payload included as Next writes it inline. Issue 12's 20 held only while the
   * payload was fetched after the first paint (the same bytes in a second request; decision 007, issue 23).
   */
  contentHtmlGzipKbMax: 26,
  /** Requests per second against the floor's: a prerendered page at least 80% of the static floor, an article at least the dynamic floor. */
  prerenderedShareOfFloorMin: 0.8,
  articleShareOfDynamicFloorMin: 1,
  /**
   * Phone profile (bench/phone.mjs, issue 23): largest paint within 1.3 × the floor's, tap-ready within the floor's
   * largest paint + 1.5 s. The floor carries a stylesheet and a typeface, as create-next-app's page does: its largest
   * paint was unstyled text before, 0.7 s, which no page that waits for its stylesheet can come within 1.3 × of.
   */
  phoneLcpOverFloorMax: 1.3,
  phoneTapReadyOverFloorLcpMaxMs: 1500,
};
