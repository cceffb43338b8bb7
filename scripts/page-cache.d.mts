import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function isShareableRequest(req: IncomingMessage): boolean;
export { pageVersionKey, type PageVersionOf } from '../src/lib/page-version.mjs';
export function cacheDirectives(headers: OutgoingHttpHeaders): string[];
export function isSharedPage(status: number, headers: OutgoingHttpHeaders): boolean;
export function isPageForGood(status: number, headers: OutgoingHttpHeaders): boolean;
export interface PageCache {
  readonly storedBytes: number;
  serve(req: IncomingMessage, res: ServerResponse, version?: string): boolean;
  record(req: IncomingMessage, res: ServerResponse, version?: string): void;
}
export function createPageCache(options?: { maxBytes?: number; now?: () => number }): PageCache;
