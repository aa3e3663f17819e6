import './styles';
import { Alert, Badge, Button, Center, Group, Loader, NativeSelect, Pagination, Paper, Tabs, Text, Title } from '@mantine/core';
import { INBOX_PAGE_SIZES, inboxPhaseOf, unreadCount, type InboxPageSize } from '../../../machines/inbox';
import { useInboxMachine, type InboxSend, type InboxSnapshot } from '../../edge/inbox';
import { t } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { EditBar } from './EditBar';
import { MessageList } from './MessageList';
import { MessageModal } from './MessageModal';
import { MessageTable } from './MessageTable';

/** The per-page selector (spec 2 §2, §9: 10, 25, 50, 100) and, with more than one page, the pages. */
function InboxPages({ snapshot, send }: { snapshot: InboxSnapshot; send: InboxSend }) {
  const { page, pageSize, lastPage } = snapshot.context;
  return (
    <Group component="nav" aria-label={t('inbox.pages')} mt="md" gap="md">
      <NativeSelect
        aria-label={t('inbox.perPage')}
        size="xs"
        data={INBOX_PAGE_SIZES.map(String)}
        value={String(pageSize)}
        onChange={(event) => send({ type: 'inbox.pageSizeChosen', size: Number(event.currentTarget.value) as InboxPageSize })}
      />
      {lastPage > 1 ? <Pagination total={lastPage} value={page} onChange={(next) => send({ type: 'inbox.pageChosen', page: next })} size="sm" /> : null}
    </Group>
  );
}

/** /inbox (spec 2 §2 Inbox): the Notification tab with its unread count, the list, edit mode and the detail modal. */
export function InboxScreen() {
  const [snapshot, send] = useInboxMachine();
  const mobile = useLayout() === 'mobile';
  const phase = inboxPhaseOf(snapshot);
  const { context } = snapshot;
  const unread = unreadCount(context.messages);
  const list = !context.loaded ? (
    <Center py="xl">
      <Loader role="status" aria-label={t('inbox.loading')} />
    </Center>
  ) : context.messages.length === 0 && context.failed ? (
    <Alert color="red" variant="light" title={t('inbox.loadFailed')} data-testid="inbox-load-failed">
      <Button size="xs" variant="light" color="red" onClick={() => send({ type: 'inbox.retryRequested' })}>
        {t('inbox.retry')}
      </Button>
    </Alert>
  ) : context.messages.length === 0 ? (
    <Text ta="center" py="xl" c="dark.2" data-testid="inbox-empty">
      {t('inbox.empty')}
    </Text>
  ) : mobile ? (
    <MessageList snapshot={snapshot} send={send} phase={phase} />
  ) : (
    <MessageTable snapshot={snapshot} send={send} phase={phase} />
  );
  return (
    <Paper p="md" withBorder maw={mobile ? 560 : undefined} mx="auto" data-testid="inbox">
      <Title order={1} size="h3" mb="sm">
        {t('inbox.title')}
      </Title>
      <Tabs defaultValue="notification">
        <Tabs.List>
          <Tabs.Tab
            value="notification"
            rightSection={
              <Badge size="sm" variant="filled" color={unread > 0 ? 'red.9' : 'dark.4'} aria-label={t('inbox.unreadCount', { count: unread })} data-testid="inbox-unread-count">
                {unread}
              </Badge>
            }
          >
            {t('inbox.tab.notification')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notification" pt="sm">
          <Group justify="flex-end" mb="xs" mih={30}>
            <EditBar snapshot={snapshot} send={send} phase={phase} />
          </Group>
          {list}
          <InboxPages snapshot={snapshot} send={send} />
        </Tabs.Panel>
      </Tabs>
      <MessageModal snapshot={snapshot} send={send} />
    </Paper>
  );
}
