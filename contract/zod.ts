import { z } from 'zod';

// In a browser, zod must not try to compile parsers with `new Function`: the site's CSP forbids
// eval (the attempt alone is reported as a violation). The server keeps the faster compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
