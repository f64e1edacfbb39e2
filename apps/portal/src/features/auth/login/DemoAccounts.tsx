// The constants only: the mock database (and its sample data) loads after the first screen.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { Button, Card, Heading, Inline, Stack, Text } from '@scaffold/ui';
import { useState } from 'react';

export interface DemoAccountsProps {
  /** Fills the sign-in form with an account. */
  onUse: (email: string, password: string) => void;
}

/** Demo mode only: the accounts of the mock backend, and a way back to the seeded data. */
export default function DemoAccounts({ onUse }: DemoAccountsProps) {
  const [resetDone, setResetDone] = useState(false);
  return (
    <Card aria-labelledby="demo-accounts-title" style={{ width: '100%', maxWidth: 440 }}>
      <Stack space="md">
        <Heading level={2} visualLevel={4} id="demo-accounts-title">
          Demo accounts
        </Heading>
        <Text as="p" size="sm" tone="muted">
          This is a demo: the data lives in your browser. Every account's password is{' '}
          <Text weight="strong">{DEMO_PASSWORD}</Text>.
        </Text>
        <Stack as="ul" space="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {Object.values(DEMO_ACCOUNTS).map((account) => (
            <li key={account.email}>
              <Inline space="sm" align="spaceBetween" alignY="center">
                <Stack space="xxs">
                  <Text size="sm" weight="strong">
                    {account.email}
                  </Text>
                  <Text size="xs" tone="muted">
                    {account.first_name} {account.last_name}, {account.role}, customer{' '}
                    {account.customer_id}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Use ${account.email}`}
                  onClick={() => onUse(account.email, DEMO_PASSWORD)}
                >
                  Use
                </Button>
              </Inline>
            </li>
          ))}
        </Stack>
        <Inline space="sm" alignY="center">
          <Button
            variant="ghost"
            size="sm"
            onClick={async () => {
              const { resetDemoData } = await import('@scaffold/mocks');
              resetDemoData();
              setResetDone(true);
            }}
          >
            Reset demo data
          </Button>
          {resetDone ? (
            <Text size="sm" tone="success" role="status">
              Demo data reset to the sample set.
            </Text>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}
