import { Card, Heading, Stack, Text } from '@scaffold/ui';

export interface PlaceholderPageProps {
  title: string;
  /** What this screen will hold, in the user's words. */
  description: string;
}

/** A screen that exists in the navigation but whose content is not built yet (SPEC: "not shown"). */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <Stack space="lg">
      <Heading level={1}>{title}</Heading>
      <Card>
        <Stack space="sm">
          <Text as="p" weight="strong">
            Coming soon
          </Text>
          <Text as="p" tone="muted">
            {description}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
