import { createSystem } from '@chakra-ui/react';
import { systemConfigs } from './theme-config';

/** The app's Chakra system: Chakra's defaults and the Rightsdesk theme (theme-config.ts). */
export const system = createSystem(...systemConfigs);

// A build ships Chakra's global styles (its reset, the theme's global CSS, every token as a CSS
// variable) as a stylesheet made when it is built, linked in index.html (vite.config.ts,
// `chakraGlobalStyles`): the provider has none to insert, and the browser none to make.
if (import.meta.env.PROD) Object.defineProperty(system, '_global', { value: [] });
