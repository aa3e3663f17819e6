import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Taka green: the brand colour (the logo's green, server/artwork/brand.ts), bright enough for text on our dark background. */
const taka: MantineColorsTuple = ['#e3fff0', '#c8fbe0', '#94f5c1', '#5cef9f', '#31ea83', '#17e771', '#00e566', '#00cb55', '#00b44a', '#009b3b'];
/** Deep navy instead of Mantine's grey dark palette; `dark.2` is the dimmed text, kept at 7:1 or more on cards. */
const dark: MantineColorsTuple = ['#e4e7ee', '#c9ceda', '#aab1c2', '#8b93a7', '#4d5569', '#363d50', '#272d3f', '#1c2131', '#141826', '#0d1019'];
/** Gold for calls to action (deposit, play). */
const gold: MantineColorsTuple = ['#fff8e1', '#ffefcc', '#ffdd9b', '#ffca64', '#ffba38', '#ffb01b', '#ffab09', '#e39500', '#ca8400', '#af7100'];

export const theme = createTheme({
  primaryColor: 'taka',
  // Modals, drawers and menus open without their transition when the device asks for reduced motion.
  respectReducedMotion: true,
  // One shade for both schemes: Mantine computes auto-contrast text from the light-scheme shade.
  primaryShade: 7,
  colors: { taka, gold, dark },
  fontFamily: '"Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  // The type scale (a 1.2 ratio from 14 px body text); Bangla needs the taller line height.
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.3125rem' },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.6', xl: '1.65' },
  headings: {
    fontFamily: '"Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '2rem', lineHeight: '1.25', fontWeight: '800' },
      h2: { fontSize: '1.625rem', lineHeight: '1.3' },
      h3: { fontSize: '1.375rem', lineHeight: '1.35' },
      h4: { fontSize: '1.125rem', lineHeight: '1.4' },
      h5: { fontSize: '1rem', lineHeight: '1.45' },
      h6: { fontSize: '0.875rem', lineHeight: '1.5' },
    },
  },
  defaultRadius: 'md',
  autoContrast: true,
  // Bright fills (taka green, gold) get dark text, so labels keep at least 4.5:1.
  luminanceThreshold: 0.3,
  other: { headerHeight: 56, bottomBarHeight: 60 },
  components: {
    // The brand in every header: the deepest navy with a taka-green rule under it.
    AppShell: { styles: { header: { backgroundColor: 'var(--mantine-color-dark-8)', borderBottom: '2px solid var(--mantine-color-taka-8)' } } },
    Button: { styles: { root: { fontWeight: 700 } } },
  },
});
