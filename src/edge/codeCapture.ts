import { useMachine } from '@xstate/react';
import { useSearch } from 'wouter';
import { codeCaptureMachine, type CodeKind } from '../../machines/codeCapture';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';

/** The capture machine with browser storage and navigation. */
export const codeCaptureMachineLive = codeCaptureMachine.provide({
  actions: {
    storeCode: ({ context }) => localStorage.setItem(context.kind, context.code),
    goToSignup: () => goTo('/signup', { replace: true }),
  },
});

/** Runs the capture for /referral_code or /affiliate_code with the code from the query. */
export function useCodeCapture(kind: CodeKind) {
  const search = useSearch();
  const code = new URLSearchParams(search).get(kind);
  return useMachine(codeCaptureMachineLive, { input: { kind, code }, inspect: inspectFlow('codeCapture') });
}
