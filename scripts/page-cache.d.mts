import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function isShareableRequest(req: IncomingMessage): boolean;
export const pageVersionKey: unique symbol;
/** What the site publishes under `pageVersionKey`: the version of the record the page at `pathname` shows. */
export type PageVersionOf = (pathname: string) => Promise<string | undefined>;
export function cacheDirectives(headers: OutgoingHttpHeaders): string[];
export function isSharedPage(status: number, headers: OutgoingHttpHeaders): boolean;
export function isPageForGood(status: number, headers: OutgoingHttpHeaders): boolean;
export interface PageCache {
  readonly storedBytes: number;
  serve(req: IncomingMessage, res: ServerResponse, version?: string): boolean;
  record(req: IncomingMessage, res: ServerResponse, version?: string): void;
}
export function createPageCache(options?: { maxBytes?: number; now?: () => number }): PageCache;
