import { Badge, Box, Card, HStack, Icon, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuArrowRight } from 'react-icons/lu';
import { navItems } from '../../../components/layout/nav-items';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../../lib/use-session';
import { useCurrentUser } from '../../auth/api/current-user';

const sections: Record<string, string> = {
  Contacts: 'Companies and the people you deal with.',
  Titles: 'The books whose rights you manage.',
  Prospections: 'Who you are pitching which titles to.',
  Licenses: 'Signed and pending rights contracts.',
  Calendar: 'Deadlines, fairs and meetings.',
};

/** /home: a welcome with the user's name and team, and the way into each section. */
export function HomePage() {
  const session = useSession();
  const { data: me, isPending } = useCurrentUser();
  const name = me?.name || session.username;
  const firstName = name.split(/\s+/)[0] ?? name;

  return (
    <>
      <PageHeader
        title="Home"
        description={
          <>
            Welcome back, <Text as="span" fontWeight="semibold" color="fg">{firstName}</Text>.
          </>
        }
      />
      <HStack gap="2" mb="8" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>Team</Text>
        {isPending && !me ? (
          <Skeleton h="5" w="32" />
        ) : (
          <Badge colorPalette="brand" variant="subtle" size="md" data-testid="team-name">
            {me?.teamName ?? '—'}
          </Badge>
        )}
        {(me?.roles ?? session.user_roles).filter(Boolean).map((role) => (
          <Badge key={role} variant="outline" size="md" textTransform="capitalize">
            {role}
          </Badge>
        ))}
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {navItems
          .filter((item) => item.label in sections)
          .map((item) => (
            <Card.Root key={item.label} asChild size="sm" variant="outline" _hover={{ borderColor: 'brand.border', shadow: 'sm' }} transition="all 0.15s">
              <RouterLink to={item.path}>
                <Card.Body gap="2">
                  <HStack justify="space-between">
                    <HStack gap="2">
                      <Box bg="brand.subtle" color="brand.fg" p="2" rounded="md" display="inline-flex">
                        <Icon as={item.icon} boxSize="4" />
                      </Box>
                      <Text fontWeight="semibold">{item.label}</Text>
                    </HStack>
                    <Icon as={LuArrowRight} color="fg.subtle" />
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {sections[item.label]}
                  </Text>
                </Card.Body>
              </RouterLink>
            </Card.Root>
          ))}
      </SimpleGrid>
    </>
  );
}
