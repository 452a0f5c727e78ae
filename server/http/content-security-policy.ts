/**
 * The Content-Security-Policy of every answer (ADR 009). Scripts only from the server itself: the built
 * SPA has no inline script and evaluates no strings. Styles allow 'unsafe-inline' because MUI/emotion
 * (and the Google map) write <style> elements at run time; see the ADR for why not a nonce.
 */
export const CSP_REPORT_PATH = '/api/csp_reports';

/**
 * The Maps JavaScript API's hosts (Google's allowlist guide for Maps JavaScript API), listed only when a
 * Google key is configured: without one the SPA draws its offline map and nothing may reach Google.
 */
const GOOGLE = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  frame: ['https://*.google.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

export interface CspOptions {
  /** A Google Maps key is configured (the SPA's or the server's): the map's hosts are allowed. */
  googleMaps: boolean;
}

/** The directives in helmet's camelCase form. */
export function cspDirectives({ googleMaps }: CspOptions): Record<string, string[]> {
  const google = (hosts: string[]) => (googleMaps ? hosts : []);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...google(GOOGLE.script)],
    styleSrc: ["'self'", "'unsafe-inline'", ...google(GOOGLE.style)],
    fontSrc: ["'self'", 'data:', ...google(GOOGLE.font)],
    imgSrc: ["'self'", 'data:', 'blob:', ...google(GOOGLE.img)],
    connectSrc: ["'self'", ...google(GOOGLE.connect)],
    frameSrc: google(GOOGLE.frame).length > 0 ? google(GOOGLE.frame) : ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    // The employee-request notification beep is a generated WAV data URI (issue 17).
    mediaSrc: ["'self'", 'data:'],
    manifestSrc: ["'self'"],
    reportUri: [CSP_REPORT_PATH],
  };
}
