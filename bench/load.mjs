import autocannon from 'autocannon';

const connections = 50;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

/** A visitor address per request, so the per-address enquiry limit sees many visitors (the server trusts one proxy hop here). */
const visitor = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Requests per second and latency, `seconds` each, one target at a time, over loopback. */
export async function runLoad({ site, floor, seconds }) {
  const targets = [
    { label: 'floor: static page', url: `${floor}/` },
    { label: 'floor: dynamic page', url: `${floor}/dynamic` },
    { label: 'prerendered page (/en/about)', url: `${site}/en/about` },
    { label: 'news list (/en/energy/news)', url: `${site}/en/energy/news` },
    { label: 'article (/en/energy/news/1)', url: `${site}/en/energy/news/1` },
    {
      label: 'lead submission (POST /api/leads)',
      url: site,
      requests: [
        {
          method: 'POST',
          path: '/api/leads',
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
            body: JSON.stringify({
              form: 'contact',
              name: 'Bench visitor',
              email: 'bench@example.com',
              service: 'other',
              message: 'Load test enquiry.',
            }),
          }),
        },
      ],
    },
  ];
  const results = {};
  for (const { label, ...options } of targets) {
    results[label] = summary(await run({ duration: seconds, ...options }));
    console.log(`  ${label}: ${Math.round(results[label].rps)} req/s, p99 ${results[label].p99} ms, ${results[label].errors} errors`);
  }
  return results;
}
