import { Box, Image, type ImageProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import logoLight from '../../assets/logo.svg';
import logoWhite from '../../assets/logo-white.svg';
import { paths } from '../../config/paths';
import { useColorMode } from './color-mode';

/** The product name, used as the logo's alt text. */
export const PRODUCT_NAME = 'Rightsdesk';

/** The logo image: the light version in light mode, the white one in dark mode. */
export function LogoImage(props: Omit<ImageProps, 'src' | 'alt'>) {
  const { colorMode } = useColorMode();
  return (
    <Image
      src={colorMode === 'dark' ? logoWhite : logoLight}
      alt={PRODUCT_NAME}
      h="28px"
      w="auto"
      draggable={false}
      {...props}
    />
  );
}

/** The logo as a link to `/`. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Box asChild display="inline-flex" alignItems="center" rounded="sm" focusVisibleRing="outside">
      <RouterLink to={paths.root} onClick={onClick}>
        <LogoImage />
      </RouterLink>
    </Box>
  );
}
