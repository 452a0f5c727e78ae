import { config } from 'zod/v4/core';

/**
 * zod compiles fast object parsers with `new Function`, after probing whether eval is allowed. Under the
 * Content-Security-Policy (no 'unsafe-eval', ADR 009) the probe alone is a reported violation, so the SPA
 * tells zod never to try: it parses with its interpreter, which is what it fell back to anyway.
 * Imported first by main.tsx, before any schema parses.
 */
config({ jitless: true });
