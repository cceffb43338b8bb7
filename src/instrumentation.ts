/**
 * Runs as the server starts. The start-up itself (`instrumentation-node.ts`) uses Node's APIs, so it is imported on
 * the Node.js runtime only, and never while the site is being built.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./instrumentation-node');
  await startServer();
}
