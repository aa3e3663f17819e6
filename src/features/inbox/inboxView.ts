import type { InboxSnapshot } from '../../app/inbox';

/** What the inbox screen shows, read from the machine's state (no rule of its own). */
export type InboxPhase = {
  /** Edit mode: checkboxes and the edit bar (also while marking or deleting). */
  editing: boolean;
  markingRead: boolean;
  deleting: boolean;
  /** The message whose full text is being fetched. */
  openingId: number | null;
};

export function inboxPhaseOf(snapshot: InboxSnapshot): InboxPhase {
  const markingRead = snapshot.matches({ messages: 'markingSelectedRead' });
  const deleting = snapshot.matches({ messages: 'deletingSelected' });
  return {
    editing: snapshot.matches({ messages: 'editing' }) || markingRead || deleting,
    markingRead,
    deleting,
    openingId: snapshot.matches({ messages: 'openingMessage' }) ? snapshot.context.openedId : null,
  };
}
