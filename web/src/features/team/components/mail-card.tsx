import { Badge, Button, Card, Code, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuSend } from 'react-icons/lu';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason } from '../../../lib/api-client';
import { exactTime, historyTime, relativeTime } from '../../../lib/format';
import { useMail, useSendTestMail, type MailMessage, type MailStatus } from '../api/mail';

const NO_SORT = { key: 'createdAt', direction: 'desc' } as const;

const STATUSES: Record<MailStatus, { label: string; palette: string }> = {
  queued: { label: 'Queued', palette: 'orange' },
  sent: { label: 'Sent', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

const KINDS: Record<MailMessage['kind'], string> = { digest: 'Digest', test: 'Test' };

/** Where a message stands, in its colour. */
const MailStatusBadge = ({ status }: { status: MailStatus }) => (
  <Badge colorPalette={STATUSES[status].palette} variant="subtle">
    {STATUSES[status].label}
  </Badge>
);

/** A moment as a record's history says it ("today at 10:30"), the exact time on hover. */
const Moment = ({ at }: { at: string }) => (
  <time dateTime={at} title={exactTime(at)}>
    {historyTime(at)}
  </time>
);

/** When it went; for one still waiting, when it is tried next. */
function Delivery({ message }: { message: MailMessage }) {
  if (message.sentAt) return <Moment at={message.sentAt} />;
  if (message.status === 'queued' && message.nextAttemptAt && message.attempts > 0) {
    return (
      <Text as="span" color="fg.muted">
        Next try <time dateTime={message.nextAttemptAt}>{relativeTime(message.nextAttemptAt)}</time>
      </Text>
    );
  }
  return null;
}

const columns: ListColumn<MailMessage, never>[] = [
  { key: 'subject', label: 'Subject', card: 'title', cell: (m) => <Text fontWeight="medium">{m.subject}</Text> },
  { key: 'to', label: 'To', card: 'detail', cellStyles: { wordBreak: 'break-all' }, cell: (m) => m.to },
  { key: 'kind', label: 'Kind', card: 'detail', hideBelow: 'xl', cell: (m) => KINDS[m.kind] },
  { key: 'status', label: 'Status', card: 'detail', cell: (m) => <MailStatusBadge status={m.status} /> },
  { key: 'attempts', label: 'Tries', card: 'detail', numeric: true, cell: (m) => m.attempts },
  { key: 'createdAt', label: 'Queued at', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (m) => <Moment at={m.createdAt} /> },
  { key: 'sentAt', label: 'Sent', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (m) => <Delivery message={m} /> },
  {
    key: 'lastError',
    label: 'Last error',
    card: 'detail',
    cellStyles: { wordBreak: 'break-word', maxW: '18rem' },
    cell: (m) =>
      m.lastError && (
        <Text as="span" textStyle="sm" color="fg.error">
          {m.lastError}
        </Text>
      ),
  },
];

/**
 * The server's e-mail, for the team's admins: whether it is set up and its sender, a test message
 * to the admin's own address, and the team's latest messages (digests and tests) with where each
 * stands, asked again while any is queued.
 */
export function MailCard() {
  const headingId = useId();
  const mail = useMail();
  const send = useSendTestMail();

  const sendTest = () =>
    send.mutate(undefined, {
      onSuccess: (message) =>
        toaster.create({ type: 'success', title: 'Test e-mail queued', description: `To ${message.to}: it shows below as sent once the mail server takes it.` }),
      onError: (error) => {
        if (!endedSession(error)) toaster.create({ type: 'error', title: 'The test e-mail was not sent', description: failureReason(error) });
      },
    });

  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm" mb="6">
      <Card.Body>
        <Stack gap="4">
          <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'start' }} direction={{ base: 'column', sm: 'row' }}>
            <Stack gap="1" minW="0">
              <HStack gap="2">
                <Heading as="h2" size="md" id={headingId}>
                  E-mail
                </Heading>
                {mail.data &&
                  (mail.data.enabled ? (
                    <Badge colorPalette="green" variant="subtle">
                      Set up
                    </Badge>
                  ) : (
                    <Badge colorPalette="gray" variant="outline">
                      Not set up
                    </Badge>
                  ))}
              </HStack>
              {mail.data && (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {mail.data.enabled ? (
                    <>
                      Digests and test messages go out from{' '}
                      <Text as="span" color="fg" fontWeight="medium">
                        {mail.data.from}
                      </Text>
                      .
                    </>
                  ) : (
                    <>
                      No digest or test message goes out until an admin of the server sets <Code size="sm">RIGHTSDESK_SMTP_URL</Code> and{' '}
                      <Code size="sm">RIGHTSDESK_MAIL_FROM</Code> (Rightsdesk&apos;s README, &ldquo;Configuration&rdquo;).
                    </>
                  )}
                </Text>
              )}
            </Stack>
            <Button variant="outline" flexShrink={0} alignSelf={{ base: 'start', sm: 'auto' }} onClick={sendTest} loading={send.isPending} loadingText="Sending">
              <LuSend /> Send a test e-mail
            </Button>
          </Flex>
          {mail.isError && (
            <Text fontSize="sm" color="fg.muted">
              The messages could not be loaded.
            </Text>
          )}
          {mail.data &&
            (mail.data.messages.length > 0 ? (
              <ResponsiveList label="E-mail messages" rows={mail.data.messages} rowKey={(m) => String(m.id)} columns={columns} sort={NO_SORT} onSort={() => undefined} />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                No message yet: the members&apos; digests and the test messages show here once queued.
              </Text>
            ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
