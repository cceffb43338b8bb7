import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function isShareableRequest(req: IncomingMessage): boolean;
export function isPageForGood(status: number, headers: OutgoingHttpHeaders): boolean;
export interface PageCache {
  readonly storedBytes: number;
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  record(req: IncomingMessage, res: ServerResponse): void;
}
export function createPageCache(options?: { maxBytes?: number; now?: () => number }): PageCache;
