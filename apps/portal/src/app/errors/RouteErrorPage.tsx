import { SHELL_MESSAGES } from '@scaffold/domain';
import { Button, Heading, Inline, Stack, Text, TextLink } from '@scaffold/ui';
import { paths } from '../../config/paths';

/**
 * The router's fallback when a screen throws while rendering or loading its chunk. A chunk that
 * failed (offline, or gone after a redeploy) usually loads after a reload: offer one.
 */
export function RouteErrorPage() {
  return (
    <main style={{ padding: 24 }}>
      <Stack space="md">
        <Heading level={1}>{SHELL_MESSAGES.routerFallback}</Heading>
        <Text as="p" tone="muted">
          Something went wrong while showing this page. Reload it, or go back to the start.
        </Text>
        <Inline space="md" alignY="center">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <TextLink href={paths.landing}>Back to the start page</TextLink>
        </Inline>
      </Stack>
    </main>
  );
}
