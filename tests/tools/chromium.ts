import { existsSync } from 'node:fs';

/**
 * The chromium the tests drive. Playwright cannot download its browsers on our machines, so Debian's
 * packages are used: its headless shell where installed (`chromium-headless-shell`), which is what
 * Playwright itself runs for headless tests, else the full browser. Measured on the 2-core machine
 * (docs/bench.md, stop 38): the same Playwright files took 135 s instead of 184 s and 222 s of CPU
 * instead of 326 s, most of the saving in the browser process the full browser keeps busy.
 * Elsewhere (no Debian package) Playwright's own build is used.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const fullBrowser = '/usr/bin/chromium';

export const testChromiumPath: string | undefined = [headlessShell, fullBrowser].find((path) => existsSync(path));

/** Debian's full browser, for what needs more than the headless shell (Lighthouse, screenshots a person judges). */
export const fullChromiumPath: string | undefined = existsSync(fullBrowser) ? fullBrowser : undefined;

/** No sandbox (the tests run as root in a container), no GPU, nothing the browser does on its own in the background. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Playwright's launch options for the tests' chromium. */
export const testChromiumLaunch = { args: chromiumArgs, ...(testChromiumPath ? { executablePath: testChromiumPath } : {}) };
