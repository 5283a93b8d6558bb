import { Alert, Box, Button, Card, Center, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ColorModeButton } from '../../../components/layout/color-mode';
import { LogoImage } from '../../../components/layout/logo';
import { usePageTitle } from '../../../components/ui/page-header';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { appState } from '../../../lib/app-state';
import { forgetSignOutReason } from '../../../lib/session';
import { login } from '../api/auth';
import { returnPath, type SignInState } from '../sign-in-state';

export const signInMessages = {
  emailRequired: 'Enter your e-mail address',
  passwordRequired: 'Enter your password',
  invalidCredentials: 'Invalid email or password',
  throttled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  unreachable: 'Cannot reach the Rightsdesk server. Check your connection and try again.',
  serverError: 'The server could not sign you in. Please try again in a moment.',
  expired: 'Your session has expired. Please sign in again.',
  forbidden: 'You were signed out. Please sign in again.',
  deactivated: 'An admin of your team has deactivated your account: ask them to reactivate it.',
  signedOut: 'You have signed out.',
} as const;

const reasonMessages = {
  expired: signInMessages.expired,
  forbidden: signInMessages.forbidden,
  deactivated: signInMessages.deactivated,
  'signed-out': signInMessages.signedOut,
};

/** The `{message}` the server answered with, if any. */
const serverMessage = (error: ApiError): string | undefined => {
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/** The user-facing text for a failed sign-in. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return signInMessages.unreachable;
  if (error instanceof ApiError) {
    // The server says why: wrong credentials, or (for the right password) a deactivated account.
    if (error.status === 401) return serverMessage(error) ?? signInMessages.invalidCredentials;
    if (error.status === 400 || error.status === 422) return signInMessages.invalidCredentials;
    if (error.status === 429) return signInMessages.throttled;
    if (error.status === 502 || error.status === 503 || error.status === 504) return signInMessages.unreachable;
  }
  return signInMessages.serverError;
}

interface Props {
  /** The steps run after a successful sign-in, before leaving the page (see app/init.ts). */
  initialise?: (queryClient: QueryClient) => Promise<void>;
}

/** `/`: the public sign-in page. */
export function SignInPage({ initialise }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const reason = (location.state as SignInState | null)?.reason;
  usePageTitle('Sign in');

  // The reason has reached this page (in the location state); a later redirect starts afresh.
  useEffect(() => {
    forgetSignOutReason();
  }, []);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const errors = {
      email: email.trim() ? undefined : signInMessages.emailRequired,
      password: password ? undefined : signInMessages.passwordRequired,
    };
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) return;

    setSubmitting(true);
    appState.set({ loading: true });
    try {
      queryClient.clear(); // nothing of a previous user survives into this session
      const session = await login({ email: email.trim(), password });
      if (!session) return; // logged by login(); nothing saved, no message (docs/product.md §4)
      await initialise?.(queryClient);
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) console.error('login error', error);
      setFormError(signInErrorMessage(error));
      setPassword('');
      passwordRef.current?.focus();
    } finally {
      appState.set({ loading: false });
      setSubmitting(false);
    }
  };

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Flex justify="flex-end" p="3">
        <ColorModeButton />
      </Flex>
      <Center flex="1" px="4" pb="16">
        <Stack gap="6" w="full" maxW="sm">
          <Center>
            <LogoImage h="40px" />
          </Center>
          <Card.Root variant="elevated" size="lg">
            <Card.Body>
              <Stack gap="6" asChild>
              <form onSubmit={onSubmit} noValidate aria-labelledby="sign-in-heading">
                <Stack gap="1">
                  <Heading as="h1" id="sign-in-heading" size="xl">
                    Sign in
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    Titles, licenses and contacts for your rights team.
                  </Text>
                </Stack>

                {!formError && reason && (
                  <Alert.Root status={reason === 'signed-out' ? 'success' : reason === 'deactivated' ? 'warning' : 'info'} size="sm" role="status">
                    <Alert.Indicator />
                    <Alert.Title>{reasonMessages[reason]}</Alert.Title>
                  </Alert.Root>
                )}
                {formError && (
                  <Alert.Root status="error" size="sm" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{formError}</Alert.Title>
                  </Alert.Root>
                )}

                <Field.Root invalid={Boolean(fieldErrors.email)} required>
                  <Field.Label>E-mail</Field.Label>
                  <Input
                    type="email"
                    name="email"
                    autoComplete="username"
                    autoFocus
                    value={email}
                    onChange={(e) => {
                      setEmail(e.target.value);
                      if (fieldErrors.email) setFieldErrors((f) => ({ ...f, email: undefined }));
                    }}
                  />
                  <Field.ErrorText>{fieldErrors.email}</Field.ErrorText>
                </Field.Root>

                <Field.Root invalid={Boolean(fieldErrors.password)} required>
                  <Field.Label>Password</Field.Label>
                  <Input
                    ref={passwordRef}
                    type="password"
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => {
                      setPassword(e.target.value);
                      if (fieldErrors.password) setFieldErrors((f) => ({ ...f, password: undefined }));
                    }}
                  />
                  <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
                </Field.Root>

                <Button type="submit" colorPalette="brand" size="lg" fontWeight="semibold" loading={submitting} loadingText="Signing in..." disabled={submitting}>
                  Sign in
                </Button>
              </form>
              </Stack>
            </Card.Body>
          </Card.Root>
          <Box textAlign="center" fontSize="xs" color="fg.muted">
            © 2024 Rightsdesk
          </Box>
        </Stack>
      </Center>
    </Flex>
  );
}
