import { Alert, Button, Stack, Text } from '@mantine/core';

type LoadFailureAlertProps = {
  /** What could not be loaded, in the area's own words. */
  title: string;
  hint: string;
  retryLabel: string;
  testId: string;
  onRetry: () => void;
};

/** A list or page whose call failed: said in its place, with Try again (a clear error, never a blank or a false "nothing here"). */
export function LoadFailureAlert({ title, hint, retryLabel, testId, onRetry }: LoadFailureAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{hint}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
