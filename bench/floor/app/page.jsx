/** Prerendered, like the site's content pages. */
export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Next.js page, prerendered at build time.</p>
    </main>
  );
}
