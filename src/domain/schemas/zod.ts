// zod, as every schema here uses it. The portal runs under a Content-Security-Policy without
// 'unsafe-eval' (decision 0051); zod's compiled object parsers are built with `new Function`, and
// even its check whether it may do so is a CSP violation. Parsing without them is what a browser
// under that policy can do, and one way for both sides. This module runs before any schema is
// built (each schema file imports z from here).
import * as z from 'zod';

z.config({ jitless: true });

export { z };
