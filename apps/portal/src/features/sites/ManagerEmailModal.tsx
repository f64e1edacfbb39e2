import { MESSAGES, managerName, type Site } from '@scaffold/domain';
import { Button, Modal, Notice, Stack, Text } from '@scaffold/ui';

/** 'Manager Email': emailing a site's manager is not built yet (PRODUCT.md "Site Management"). */
export function ManagerEmailModal({
  site,
  onClose,
}: {
  site: Pick<Site, 'name' | 'manager'> | null;
  onClose: () => void;
}) {
  const manager = site ? managerName(site) : null;
  return (
    <Modal
      open={site !== null}
      title="Manager Email"
      size="sm"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack space="md">
        {site && (
          <Text as="p" tone="muted">
            {site.name} · {manager ?? MESSAGES.managerNotAssigned}
          </Text>
        )}
        <Notice tone="info">{MESSAGES.yetToBeImplemented}</Notice>
      </Stack>
    </Modal>
  );
}
