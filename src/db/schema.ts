/**
 * The database schema (PostgreSQL dialect, shared by PGlite and a real server).
 * Each feature adds its tables here and a migration with `npm run db:generate`.
 */
export {};
