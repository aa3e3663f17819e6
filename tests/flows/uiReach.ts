import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { depositMachine, type DepositContext, type DepositInput } from '../../machines/deposit';
import type { FlowPath } from './paths';

/**
 * Which generated paths a player can walk in the browser, where the model allows more: the browser
 * model tests (tests/e2e/*.model.spec.ts) drive the paths covering these, and so do the manual
 * checklists (tests/flows/checklist.ts). Kept free of Playwright so both can import it.
 */

/**
 * Whether the player can cause this event at this point: a radio already chosen, an option
 * already selected or a value already typed fires nothing, and a dialog cannot be closed that is
 * not open. The loader turns each failed load into an empty part, so loadDepositData never fails.
 */
function possibleInTheUi(context: DepositContext, event: EventObject): boolean {
  switch (event.type) {
    case 'deposit.methodChosen': {
      const { name } = event as EventObject & { name: string };
      return name !== context.methodName && context.methods.some((method) => method.name === name);
    }
    case 'deposit.channelChosen': {
      const { channelId } = event as EventObject & { channelId: number };
      return channelId !== context.channelId && context.channels.some((channel) => channel.id === channelId);
    }
    case 'deposit.promotionChosen': {
      const { promotionId } = event as EventObject & { promotionId: number | null };
      return promotionId !== context.promotionId && (promotionId === null || context.promotions.some((promotion) => promotion.id === promotionId));
    }
    case 'deposit.amountChanged':
      return (event as EventObject & { value: string }).value !== context.amount;
    case 'deposit.problemDismissed':
      return context.problem !== null;
    case 'deposit.limitPromptDismissed':
      return context.limitPrompt;
    case 'xstate.error.actor.loadDepositData':
      return false;
    default:
      return true;
  }
}

/** The generated paths a player can actually walk on the mobile /deposit page. */
export function depositPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  return paths.filter((path) => {
    // A form saved for Back (issue 22) is restored from session storage against the clock: driven in the
    // browser component test tests/components/deposit.browser.test.tsx, not from a fresh page here.
    if ((path.input as DepositInput).draft) return false;
    let snapshot: AnyMachineSnapshot = getInitialSnapshot(depositMachine, path.input as DepositInput);
    for (const step of path.steps) {
      if (step.event.type === 'xstate.init') continue;
      if (!possibleInTheUi(snapshot.context as DepositContext, step.event)) return false;
      snapshot = getNextSnapshot(depositMachine, snapshot, step.event as never);
    }
    return true;
  });
}

/** The tab's visibility is not driven in the browser (machines/paymentRequest.test.ts covers it). */
export function paymentRequestPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  return paths.filter((path) => path.steps.every((step) => step.event.type !== 'page.hidden' && step.event.type !== 'page.shown'));
}

/** The filters above by flow name; a flow not listed here can walk every generated path in the UI. */
export const pathsPossibleInTheUi: Record<string, (paths: FlowPath[]) => FlowPath[]> = {
  deposit: depositPathsPossibleInTheUi,
  paymentRequest: paymentRequestPathsPossibleInTheUi,
};
