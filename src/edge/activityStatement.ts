import { useMachine } from '@xstate/react';
import { activityStatementMachine, type ActivityStatement } from '../../machines/activityStatement';
import { failedWords } from '../../machines/lib/failures';
import { apiActor, logged } from './call';
import { inspectFlow } from './flowRecorder';

/** GET safer-gambling/statement; a failure is logged and the page offers Try again. */
const loadStatement = apiActor<ActivityStatement, void, typeof import('../api/saferLimits')>(
  () => import('../api/saferLimits'),
  logged('Activity statement: loading it failed.', failedWords),
  ({ api, client, signal }) => api.fetchStatement(client, signal),
);

export const activityStatementMachineLive = activityStatementMachine.provide({ actors: { loadStatement } });

/** The activity statement of /safer-gambling: one per visit. */
export function useActivityStatementMachine() {
  return useMachine(activityStatementMachineLive, { inspect: inspectFlow('activityStatement') });
}

export type ActivityStatementSnapshot = ReturnType<typeof useActivityStatementMachine>[0];
export type ActivityStatementSend = ReturnType<typeof useActivityStatementMachine>[1];
