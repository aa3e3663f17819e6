import { Button, Checkbox, Group } from '@mantine/core';
import { isAllSelected, type InboxPhase } from '../../../machines/inbox';
import type { InboxSend, InboxSnapshot } from '../../edge/inbox';
import { t } from '../../i18n';

type EditBarProps = { snapshot: InboxSnapshot; send: InboxSend; phase: InboxPhase };

/** Edit (spec 2 §4 Inbox): enter edit mode; in it Select all, Mark read, Delete and Exit. */
export function EditBar({ snapshot, send, phase }: EditBarProps) {
  const { context } = snapshot;
  if (!phase.editing) {
    if (context.messages.length === 0) return null;
    return (
      <Button variant="light" size="compact-sm" onClick={() => send({ type: 'inbox.editEntered' })} disabled={!snapshot.can({ type: 'inbox.editEntered' })}>
        {t('inbox.edit')}
      </Button>
    );
  }
  const allSelected = isAllSelected(context);
  return (
    <Group gap="xs" data-testid="inbox-edit-bar">
      <Checkbox
        label={t('inbox.selectAll')}
        checked={allSelected}
        indeterminate={!allSelected && context.selectedIds.length > 0}
        disabled={!snapshot.can({ type: 'inbox.allSelectionToggled' })}
        onChange={() => send({ type: 'inbox.allSelectionToggled' })}
      />
      <Button size="compact-sm" onClick={() => send({ type: 'inbox.markReadRequested' })} disabled={!snapshot.can({ type: 'inbox.markReadRequested' })} loading={phase.markingRead}>
        {t('inbox.markRead')}
      </Button>
      <Button size="compact-sm" color="red" onClick={() => send({ type: 'inbox.deleteRequested' })} disabled={!snapshot.can({ type: 'inbox.deleteRequested' })} loading={phase.deleting}>
        {t('inbox.delete')}
      </Button>
      <Button size="compact-sm" variant="default" onClick={() => send({ type: 'inbox.editExited' })} disabled={!snapshot.can({ type: 'inbox.editExited' })}>
        {t('inbox.exit')}
      </Button>
    </Group>
  );
}
