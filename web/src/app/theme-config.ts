import { defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';

/**
 * Rightsdesk theme (docs/product.md §9): the brand palette as tokens, green #00CA72 as the primary
 * (`colorPalette="brand"`), and a 1px focus ring in the brand gray.
 */
export const brand = {
  green: '#00CA72',
  yellow: '#FECB00',
  gray: '#686869',
  blue: '#368DF7',
  orange: '#F7792A',
  purple: '#9D50DD',
  red: '#DF2F4A',
} as const;

export const themeConfig = defineConfig({
  globalCss: {
    // Chakra's focus-ring recipes read this variable (2px by default).
    '*': { '--focus-ring-width': '1px' },
    'html, body, #root': { minHeight: '100%' },
    // A toast says what just happened on screen: never on paper (a printed invoice).
    '[data-scope="toast"][data-part="group"]': { _print: { display: 'none !important' } },
    // RowLink (components/ui/responsive-list.tsx), drawn in every row of every list: Chakra's `Link`
    // (its recipe's plain variant) in the brand colour, medium weight, always underlined, the
    // underline thicker on hover
    '.row-link': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      outline: 'none',
      cursor: 'pointer',
      borderRadius: 'l1',
      focusVisibleRing: 'outside',
      color: 'brand.fg',
      fontWeight: 'medium',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      _hover: { textDecorationThickness: '2px' },
    },
    // RowOpenLink (components/ui/responsive-list.tsx): the chevron at a row's end that opens its
    // record when the row's names link to their hubs; a ghost icon button's look, written once
    '.row-open': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: '8',
      flexShrink: '0',
      outline: 'none',
      borderRadius: 'l2',
      focusVisibleRing: 'outside',
      color: 'fg.muted',
      _hover: { bg: 'bg.muted', color: 'fg' },
    },
    // The titles list's name cell (features/titles/components/titles-table.tsx): the cover and the
    // name side by side, as an HStack would; in every row, so written once here rather than as a
    // Chakra element a row
    '.row-title': { display: 'flex', alignItems: 'center', gap: '3' },
    // A title's cover frame at 2:3 (features/titles/components/title-cover.tsx), a list row's
    // (`data-size="sm"`) or the title page header's (`lg`), its image or the book placeholder: in
    // every row of the titles list, so written once here
    '.title-cover': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      rounded: 'sm',
      overflow: 'hidden',
      bg: 'bg.muted',
      borderWidth: '1px',
      borderColor: 'border.muted',
      color: 'fg.subtle',
      '&[data-size="sm"]': { w: '8', h: '12', '& > svg': { boxSize: '4' } },
      '&[data-size="lg"]': { w: { base: '20', sm: '28' }, h: { base: '7.5rem', sm: '10.5rem' }, '& > svg': { boxSize: '8' } },
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          // green scale, 500 = the brand green
          50: { value: '#E6FAF1' },
          100: { value: '#C2F3DD' },
          200: { value: '#8EE9C1' },
          300: { value: '#52DDA0' },
          400: { value: '#1FD184' },
          500: { value: brand.green },
          600: { value: '#00A85F' },
          700: { value: '#00854B' },
          800: { value: '#006339' },
          900: { value: '#004226' },
          950: { value: '#00291A' },
          // the named brand colours
          green: { value: brand.green },
          yellow: { value: brand.yellow },
          gray: { value: brand.gray },
          blue: { value: brand.blue },
          orange: { value: brand.orange },
          purple: { value: brand.purple },
          red: { value: brand.red },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          // #00CA72 is too light for white text (2.2:1); the deep green reads at over 9:1.
          solid: { value: '{colors.brand.500}' },
          contrast: { value: '{colors.brand.950}' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.gray}' },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        // the default palette (gray) also rings in the brand gray
        gray: {
          focusRing: { value: '{colors.brand.gray}' },
        },
      },
    },
  },
});

/**
 * What the app's system is made of (theme.ts; vite.config.ts makes its global styles from the same):
 * Chakra's default config as its two halves, then the theme. Chakra's `defaultConfig` is these
 * halves merged when its module loads, which `createSystem` then copies and merges again: every
 * recipe and token cloned twice on each load, where once makes the same system.
 */
export const systemConfigs = [defaultBaseConfig, defaultThemeConfig, themeConfig] as const;
