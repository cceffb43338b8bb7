export const pageVersionKey: unique symbol;
/** What the site publishes under `pageVersionKey`: the version of the record the page at `pathname` shows. */
export type PageVersionOf = (pathname: string) => Promise<string | undefined>;
