import { Box, Button, Center, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuHouse, LuRefreshCw, LuTriangleAlert } from 'react-icons/lu';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { isChunkLoadError } from '../lib/lazy-page';

/** The error's message, or the status of a routing error response (e.g. "404 Not Found"). */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : (error.data as { message?: string } | undefined)?.message;
    const status = `${error.status} ${error.statusText}`.trim();
    return detail && !status.includes(detail) ? `${status}: ${detail}` : status;
  }
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/**
 * The route error element (docs/product.md §2, §8): "Unexpected Application Error" with the message or status,
 * a way back home and, when a page's code failed to load, a reload.
 */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    console.error('route error', error);
  }, [error]);

  const body = (
    <Stack gap="4" maxW="lg" role="alert">
      <HStack gap="3" color="fg.error">
        <LuTriangleAlert size="28" />
        <Heading as="h1" size="xl">
          Unexpected Application Error
        </Heading>
      </HStack>
      <Code p="3" rounded="md" whiteSpace="pre-wrap" wordBreak="break-word" display="block" colorPalette="red" variant="surface" data-testid="error-detail">
        {describeError(error)}
      </Code>
      {chunk && (
        <Text color="fg.muted">
          Part of Rightsdesk could not be loaded. This happens when the connection drops or after an update.
          Reloading the page usually fixes it.
        </Text>
      )}
      <HStack gap="3">
        {chunk && (
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            <LuRefreshCw /> Reload
          </Button>
        )}
        <Button asChild variant={chunk ? 'outline' : 'solid'} colorPalette={chunk ? 'gray' : 'brand'}>
          <RouterLink to={paths.root}>
            <LuHouse /> Back to home
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
  return fullPage ? (
    <Center minH="100dvh" p="6">
      {body}
    </Center>
  ) : (
    <Box py="6">{body}</Box>
  );
}
