import { createTheme, type Theme } from '@mui/material/styles';
import { REDUCED_MOTION_MEDIA } from '../lib/reduced-motion';

/**
 * Spinbook's brand: a deep violet with a hot-pink accent. Both schemes meet
 * WCAG AA for text on their backgrounds (violet #6d28d9 on white is 7.1:1,
 * #c4b5fd on #120b24 is 10:1). The scheme follows the system preference
 * through a CSS media query, so there is no flash of the wrong scheme.
 */
export const BRAND = {
  violet: '#6d28d9',
  violetLight: '#c4b5fd',
  pink: '#be185d',
  pinkLight: '#f9a8d4',
  night: '#120b24',
  nightPaper: '#1a1033',
} as const;

let created: Theme | undefined;

/**
 * The theme, created on first use rather than when the module loads. Creating it (CSS
 * variables for two schemes) is ~12 ms of a phone's main thread; at module load it
 * lengthened the entry's evaluation, the page's longest task. src/main.tsx creates it in
 * a task of its own while a server-rendered page's route code downloads (decision 0025).
 */
export function appTheme(): Theme {
  created ??= createSpinbookTheme();
  return created;
}

const createSpinbookTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: 'media' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: BRAND.violet },
          secondary: { main: BRAND.pink },
          // MUI's defaults (#ed6c02, #0288d1) carry white text at 3.1:1 and 3.9:1: every
          // filled warning and info chip failed contrast (issue 24). These two carry it at
          // 5.2:1 and 5.9:1, and stay above 4.5:1 as text on the page background.
          warning: { main: '#c2410c' },
          info: { main: '#0369a1' },
          background: { default: '#faf8ff', paper: '#ffffff' },
        },
      },
      dark: {
        palette: {
          primary: { main: BRAND.violetLight },
          secondary: { main: BRAND.pinkLight },
          // MUI's dark error (#f44336) is right as text on the night background (4.9:1), but
          // white on it is 3.7:1: every contained error button (Reject, Delete, Grant Admin)
          // failed contrast (issue 24). No red passes both, so its filled text is dark (5.4:1).
          error: { main: '#f44336', contrastText: 'rgba(0, 0, 0, 0.87)' },
          // A filled success toast is drawn on success.dark with white text: MUI's #388e3c
          // gives 4.1:1; #2e7d32 gives 5.1:1.
          success: { main: '#66bb6a', dark: '#2e7d32' },
          background: { default: BRAND.night, paper: BRAND.nightPaper },
        },
      },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 800 },
      h4: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Reduced motion, everywhere (issue 24): dialogs, drawers, menus, toasts, tabs,
          // ripples, skeletons and smooth scrolling appear at once instead of moving. The
          // durations become 0.01 ms rather than none so that `transitionend`/`animationend`
          // still fire for code that waits on them. Loading spinners keep turning: a frozen
          // spinner reads as a hung app, and a slow rotation is not the motion the setting
          // is about (WCAG 2.3.3 targets motion set off by interaction).
          [REDUCED_MOTION_MEDIA]: {
            '*:not([class*="MuiCircularProgress"]):not([class*="MuiLinearProgress"]), *::before, *::after':
              {
                animationDuration: '0.01ms !important',
                animationIterationCount: '1 !important',
                transitionDuration: '0.01ms !important',
                transitionDelay: '0ms !important',
                scrollBehavior: 'auto !important',
              },
          },
        },
      },
      MuiButtonBase: {
        styleOverrides: {
          // A visible focus ring for keyboard users on every clickable element.
          root: {
            '&.Mui-focusVisible': { outline: '3px solid', outlineOffset: 2 },
          },
        },
      },
      MuiLink: {
        styleOverrides: {
          root: { '&:focus-visible': { outline: '3px solid', outlineOffset: 2 } },
        },
      },
      // Where the ring above would be cut off, it is drawn inside instead: a switch's root
      // clips its thumb (overflow: hidden), and a list row fills a list whose frame clips it
      // (/messages: one conversation had no ring to see at all).
      MuiSwitch: {
        styleOverrides: { switchBase: { '&.Mui-focusVisible': { outlineOffset: -3 } } },
      },
      MuiListItemButton: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } },
      },
    },
  });
