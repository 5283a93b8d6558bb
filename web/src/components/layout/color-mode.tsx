import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { LuMoon, LuSun } from 'react-icons/lu';

/**
 * Colour mode (docs/product.md §2 "Colour mode"): light by default, the system preference not followed, stored in
 * localStorage under Chakra's key, applied to <html> as the `light` / `dark` class Chakra's `_dark`
 * condition reads. Chakra v3 delegates this to next-themes (its "color-mode" snippet).
 */
export const COLOR_MODE_STORAGE_KEY = 'chakra-ui-color-mode';

export type ColorMode = 'light' | 'dark';

export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={COLOR_MODE_STORAGE_KEY}
      defaultTheme="light"
      enableSystem={false}
      themes={['light', 'dark']}
      disableTransitionOnChange
      // next-themes renders an inline <script> meant for server rendering. This app renders on the
      // client only, where such a script never runs and React 19 warns about it; marking it as a
      // data block keeps it inert and quiet. The provider's own effects apply the mode.
      scriptProps={{ type: 'text/plain' }}
    >
      {children}
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { resolvedTheme, setTheme, forcedTheme } = useTheme();
  const colorMode: ColorMode = (forcedTheme ?? resolvedTheme) === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    setColorMode: (mode: ColorMode) => setTheme(mode),
    toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark'),
  };
}

export function ColorModeButton(props: Omit<IconButtonProps, 'aria-label'>) {
  const { colorMode, toggleColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
      onClick={toggleColorMode}
      {...props}
    >
      {colorMode === 'dark' ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
