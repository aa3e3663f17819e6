import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';

/** Under the log-in and sign-up forms: a question ("Already have an account?") and an outlined button to the other form. */
export function FormSwitchLink({ question, label, href, questionColor }: { question: string; label: string; href: string; questionColor: string }) {
  return (
    <Stack gap={6}>
      <Text size="sm" ta="center" c={questionColor}>
        {question}
      </Text>
      <Button component={Link} href={href} variant="outline" color="gold" fullWidth>
        {label}
      </Button>
    </Stack>
  );
}
