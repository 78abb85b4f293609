import { z } from 'zod';

// zod compiles its object parsers with `new Function` where it may, and probes that on first use. The site's
// Content-Security-Policy has no 'unsafe-eval', so the probe is refused and reported as a violation even though zod
// falls back: the interpreted parsers are used from the start instead. Imported first by main.tsx.
z.config({ jitless: true });
