/** Nest token of the `DatabaseTarget` the app runs on (PGlite data directory or PostgreSQL URL). */
export const DATABASE_TARGET = Symbol('DATABASE_TARGET');
