import { config } from 'zod/v4/core';

// zod probes for `new Function` before its first object parse to decide on a compiled fast path; the
// server's Content-Security-Policy forbids eval, so the probe shows up as a CSP violation on every page.
// Parsing without the compiled path is fast enough for forms and server answers.
config({ jitless: true });
