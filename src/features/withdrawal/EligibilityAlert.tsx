import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { WithdrawalProblem } from '../../../machines/withdrawal';
import { t } from '../../i18n';
import { problemLink, problemText } from './problemText';

/** Why the server's check refuses a withdrawal now, shown as soon as the page opens (spec 1 §8). */
export function EligibilityAlert({ problem }: { problem: WithdrawalProblem }) {
  const link = problemLink(problem);
  const text = problemText(problem);
  return (
    <Alert color="red" variant="light" title={t('withdrawal.blockedTitle')} data-testid="withdrawal-eligibility">
      {link ? (
        <Anchor component={Link} href={link} c="red.2" underline="always">
          {text}
        </Anchor>
      ) : (
        <Text size="sm" c="gray.2">
          {text}
        </Text>
      )}
    </Alert>
  );
}
