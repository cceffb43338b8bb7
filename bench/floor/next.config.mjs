/** Same framework defaults as the site; nothing added. */
const nextConfig = { poweredByHeader: false };
export default nextConfig;
