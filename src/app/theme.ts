import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Taka green: the brand colour, bright enough for text on our dark background. */
const taka: MantineColorsTuple = ['#e3fff0', '#c8fbe0', '#94f5c1', '#5cef9f', '#31ea83', '#17e771', '#00e566', '#00cb55', '#00b44a', '#009b3b'];
/** Deep navy instead of Mantine's grey dark palette; `dark.2` is the dimmed text, kept at 7:1 or more on cards. */
const dark: MantineColorsTuple = ['#e4e7ee', '#c9ceda', '#aab1c2', '#8b93a7', '#4d5569', '#363d50', '#272d3f', '#1c2131', '#141826', '#0d1019'];
/** Gold for calls to action (deposit, play). */
const gold: MantineColorsTuple = ['#fff8e1', '#ffefcc', '#ffdd9b', '#ffca64', '#ffba38', '#ffb01b', '#ffab09', '#e39500', '#ca8400', '#af7100'];

export const theme = createTheme({
  primaryColor: 'taka',
  // One shade for both schemes: Mantine computes auto-contrast text from the light-scheme shade.
  primaryShade: 7,
  colors: { taka, gold, dark },
  fontFamily: '"Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  headings: { fontFamily: '"Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  autoContrast: true,
  // Bright fills (taka green, gold) get dark text, so labels keep at least 4.5:1.
  luminanceThreshold: 0.3,
  other: { headerHeight: 56, bottomBarHeight: 60 },
});
