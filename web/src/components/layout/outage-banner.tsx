import { Alert, Box } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { noteAnswer, useUnavailable } from '../../lib/outage';

/** How often the banner asks whether the server is ready again. */
const RETRY_EVERY_MS = 3_000;

/**
 * One banner, on every page, while the server answers 503 (lib/outage.ts): the database cannot be
 * reached. It asks `/readyz` every few seconds; once the server is ready, the banner goes and the
 * reads that failed meanwhile are made again. Open forms keep what was typed (their values are their
 * own, not the queries'), so a save can simply be tried again.
 */
export function OutageBanner() {
  const unavailable = useUnavailable();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!unavailable) return;
    const timer = window.setInterval(() => {
      fetch('/readyz')
        .then((answer) => {
          if (!answer.ok) return;
          noteAnswer(answer.status);
          void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
        })
        .catch(() => {}); // the server itself is out of reach: ask again later
    }, RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [unavailable, queryClient]);

  if (!unavailable) return null;
  return (
    <Box position="sticky" top="0" zIndex="banner" px={{ base: '2', md: '4' }} pt="2">
      <Alert.Root status="error" variant="solid" role="alert" aria-label="Database unavailable">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The database is unavailable; try again in a moment.</Alert.Title>
          <Alert.Description>What you typed is kept. Rightsdesk checks every few seconds and reloads the lists once it is back.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
