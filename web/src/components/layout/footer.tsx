import { Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { FaInstagram, FaTwitter, FaYoutube } from 'react-icons/fa';

// Placeholder links until the product has its social accounts.
const socials = [
  { label: 'Twitter', icon: FaTwitter, href: '#' },
  { label: 'YouTube', icon: FaYoutube, href: '#' },
  { label: 'Instagram', icon: FaInstagram, href: '#' },
];

export function Footer() {
  return (
    <Flex as="footer" h="30px" align="center" justify="space-between" px="4" borderTopWidth="1px" bg="bg.panel" fontSize="xs" color="fg.muted">
      <Text>© 2024 Rightsdesk</Text>
      <HStack gap="1">
        {socials.map(({ label, icon: SocialIcon, href }) => (
          <IconButton key={label} asChild variant="ghost" size="2xs" aria-label={label} title={label} color="fg.muted">
            <a href={href} onClick={(event) => event.preventDefault()}>
              <SocialIcon />
            </a>
          </IconButton>
        ))}
      </HStack>
    </Flex>
  );
}
