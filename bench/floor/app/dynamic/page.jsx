import { connection } from 'next/server';

/** Rendered per request, like a news article. */
export default async function DynamicPage() {
  await connection();
  return (
    <main>
      <h1>Floor</h1>
      <p>Rendered at {new Date().toISOString()}.</p>
    </main>
  );
}
