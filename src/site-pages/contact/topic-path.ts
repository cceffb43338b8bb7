/** The enquiry link of a page described as data: the contact page with the page's topic (`?topic={routeId}`), at the form. */
export function topicEnquiryPath(contactPath: string, routeId: string): string {
  return `${contactPath}?topic=${routeId}#enquiry`;
}
