import { displayName, type NavPosition, navPositionSchema } from '@scaffold/domain';
import { Button, Card, DescriptionList, Notice, Page, Select, Stack, Text } from '@scaffold/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { authStateAtom, preferencesAtom } from '../../session/session-atoms';
import * as styles from './PreferencesPage.css';
import { NAV_POSITION_OPTIONS, ROLE_LABELS } from './preference-labels';

/** /preferences (under the user's name): this device's settings and who is signed in. */
export function PreferencesPage() {
  const auth = useAtomValue(authStateAtom);
  const [preferences, setPreferences] = useAtom(preferencesAtom);
  const [emailForgotten, setEmailForgotten] = useState(false);

  const changeNavPosition = (value: string) => {
    const parsed = navPositionSchema.safeParse(value);
    if (!parsed.success) return;
    const navPosition: NavPosition = parsed.data;
    setPreferences((current) => ({ ...current, navPosition }));
  };

  const forgetEmail = () => {
    setPreferences((current) => ({ ...current, email: undefined }));
    setEmailForgotten(true);
  };

  return (
    <Page
      title="Preferences"
      description="Settings kept on this device, and the account you are signed in with."
      className={styles.page}
    >
      <Card as="section" title="Navigation" subtitle="Where the menu sits on this device.">
        <Select
          label="Navigation position"
          options={NAV_POSITION_OPTIONS}
          value={preferences.navPosition}
          onChange={(event) => changeNavPosition(event.target.value)}
        />
      </Card>

      <Card as="section" title="Your account">
        {auth ? (
          <DescriptionList
            layout="pairs"
            items={[
              { term: 'Name', description: displayName(auth) },
              { term: 'Email', description: auth.email },
              { term: 'Role', description: ROLE_LABELS[auth.role] },
            ]}
          />
        ) : null}
      </Card>

      <Card
        as="section"
        title="Remembered email"
        subtitle="Filled in on the sign-in form when you ticked Remember me."
      >
        {preferences.email ? (
          <Stack space="md" align="left">
            <Text as="p">
              This device remembers <strong>{preferences.email}</strong>.
            </Text>
            <Button variant="secondary" onClick={forgetEmail}>
              Forget remembered email
            </Button>
          </Stack>
        ) : emailForgotten ? (
          <Notice tone="success">
            Forgotten: the sign-in form on this device will start with an empty email.
          </Notice>
        ) : (
          <Text as="p" tone="muted">
            No email is remembered on this device.
          </Text>
        )}
      </Card>
    </Page>
  );
}
