/**
 * Path generation lives in machines/lib/paths.ts since issue 27 §2, so the /flows page can show a
 * machine's paths in the browser; the toolkit keeps importing it from here.
 */
export * from '../../machines/lib/paths';
