import { Card, Page, Stack, Text } from '@scaffold/ui';

export interface PlaceholderPageProps {
  title: string;
  /** What this screen will hold, in the user's words. */
  description: string;
}

/** A screen that exists in the navigation but whose content is not built yet (PRODUCT.md "Placeholder screens"). */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <Page title={title}>
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
    </Page>
  );
}
