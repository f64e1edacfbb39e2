import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withPagePadding } from '../../storybook/decorators';
import { Button } from '../Button';
import { NumberField } from '../NumberField';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { MODAL_SIZES, Modal, type ModalProps } from './Modal';

// Native selects are left out of these stories: their rounded corners rasterise differently from
// run to run in headless Chromium, which breaks pixel-exact baselines.
const AddSiteForm = () => (
  <Stack space="md">
    <TextField label="Site name" required />
    <TextField label="Customer" defaultValue="Northgate Construction" required />
    <TextField label="Start date" type="date" defaultValue="2026-03-02" />
    <TextField label="Expected end date" type="date" defaultValue="2026-09-30" />
  </Stack>
);

const InspectionForm = () => (
  <Stack space="lg">
    <TextField label="Scaffold type" required defaultValue="Tube and fitting" />
    <NumberField label="Scaffold height (m)" required defaultValue="18" />
    <TextField label="Load rating" required defaultValue="Class 3 (general purpose)" />
    <TextField label="Tie pattern" required />
    <TextField label="Weather conditions" required />
    <NumberField label="Temperature (°C)" required />
    <NumberField label="Humidity (%)" required />
    <NumberField label="Wind speed (km/h)" required />
    <TextArea label="Notes" />
  </Stack>
);

type HarnessProps = ModalProps & {
  openerLabel: string;
  /** Footer with one 'Close' button instead of 'Cancel' and 'Save'. */
  closeOnly?: boolean;
};

/** A page with the button that opens the modal; the modal's state lives here, as in a screen. */
function ModalHarness({
  openerLabel,
  closeOnly = false,
  open: initiallyOpen,
  onClose,
  ...props
}: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{openerLabel}</Button>
      <Modal
        {...props}
        open={open}
        onClose={close}
        footer={
          closeOnly ? (
            <Button onClick={close}>Close</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button onClick={close}>Save</Button>
            </>
          )
        }
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A task that needs the user's full attention before they go back to the page: 'Add Site', 'Move Items' then 'Confirm Move', 'New Inspection for {site}', 'Inspection Details'. Built on the native `<dialog>` (`showModal()`), so the page behind is inert and Escape closes only the top-most modal. The screen owns the state: `open` shows it, and Escape, the close button or your footer buttons call `onClose`. Focus moves to the first control in the body (or the dialog itself) and back to the opener when it closes; the page does not scroll behind it. The header and `footer` stay in view while a long body scrolls. Sizes: `sm` for confirmations, `md` (default) for short forms, `lg` for wide content, `full` for long forms (full screen on phones). For a message beside the content use `Notice`; for app-wide messages use `notify`.",
      },
    },
  },
  args: {
    open: false,
    onClose: fn(),
    title: 'Add Site',
    children: <AddSiteForm />,
    size: 'md',
  },
  argTypes: { size: { control: 'inline-radio', options: MODAL_SIZES } },
  render: (args) => <ModalHarness openerLabel="Add Site" {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const OpensFromAButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Site' }));
    const dialog = await page().findByRole('dialog', { name: 'Add Site' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Site name/ })).toHaveFocus();
    // The page behind does not scroll while the modal is open.
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
  },
};

export const EscapeClosesAndFocusReturns: Story = {
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Add Site' });
    await userEvent.click(opener);
    await page().findByRole('dialog', { name: 'Add Site' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
};

export const CloseButton: Story = {
  args: { closeLabel: 'Close Add Site' },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Add Site' });
    await userEvent.click(opener);
    const dialog = await page().findByRole('dialog', { name: 'Add Site' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Add Site' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/**
 * A modal rendered already open, as screens do ('+ New', 'Move to'). Stories render in
 * StrictMode, which mounts, unmounts and mounts again: the modal must still be open afterwards.
 */
export const MountsOpen: Story = {
  args: { open: true },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Add Site' });
    // The dialog's `close` event is a task: let any queued one run before looking again.
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('textbox', { name: /Site name/ })).toHaveFocus();
  },
};

/** A confirmation with nothing to fill in: focus goes to the dialog, so its title is read first. */
export const Confirmation: Story = {
  args: {
    size: 'sm',
    title: 'Manager Email',
    description: 'Send the site summary to the site manager.',
    children: <Text as="p">Yet to be implemented.</Text>,
  },
  render: (args) => <ModalHarness openerLabel="Manager Email" closeOnly {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Manager Email' }));
    const dialog = await page().findByRole('dialog', { name: 'Manager Email' });
    await expect(dialog).toHaveAccessibleDescription('Send the site summary to the site manager.');
    await expect(dialog).toHaveFocus();
  },
};

/** A long form: the body scrolls between the header and the footer, which stay in view. */
export const LongForm: Story = {
  args: {
    size: 'full',
    title: 'New Inspection for Riverside Quarter',
    description: 'All scaffold and weather fields are required.',
    children: <InspectionForm />,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Site' }));
    const dialog = await page().findByRole('dialog', { name: /New Inspection/ });
    await expect(within(dialog).getByRole('textbox', { name: /Scaffold type/ })).toHaveFocus();
    // The body scrolls; the title and the footer's buttons stay in view.
    const scroller = dialog.querySelector('header + div') as HTMLElement;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const LongFormOnMobile: Story = {
  ...LongForm,
  globals: PHONE_VIEWPORT,
};

export const ConfirmationOnMobile: Story = {
  ...Confirmation,
  globals: PHONE_VIEWPORT,
};

const movedItems = fn();

/** 'Move Items' opens 'Confirm Move' on top of itself, as in the move flow. */
function MoveFlow() {
  const [moveOpen, setMoveOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setMoveOpen(true)}>
        Move to
      </Button>
      <Modal
        open={moveOpen}
        onClose={() => setMoveOpen(false)}
        title="Move Items"
        footer={
          <>
            <Button variant="secondary" onClick={() => setMoveOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setConfirmOpen(true)}>Move</Button>
          </>
        }
      >
        <Stack space="md">
          <TextField label="Destination site" defaultValue="Kings Cross Yard" readOnly />
          <NumberField label="Quantity" defaultValue="12" />
        </Stack>
        <Modal
          open={confirmOpen}
          onClose={() => setConfirmOpen(false)}
          size="sm"
          title="Confirm Move"
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
                Back
              </Button>
              <Button
                onClick={() => {
                  movedItems();
                  setConfirmOpen(false);
                  setMoveOpen(false);
                }}
              >
                Confirm Move
              </Button>
            </>
          }
        >
          <Text as="p">Move 12 Standard 3.0m to Kings Cross Yard?</Text>
        </Modal>
      </Modal>
    </>
  );
}

const openBoth = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Move to' }));
  const moveDialog = await page().findByRole('dialog', { name: 'Move Items' });
  await userEvent.click(within(moveDialog).getByRole('button', { name: 'Move' }));
  const confirmDialog = await page().findByRole('dialog', { name: 'Confirm Move' });
  return { moveDialog, confirmDialog };
};

export const Stacked: Story = {
  render: () => <MoveFlow />,
  play: async ({ canvasElement }) => {
    const { moveDialog, confirmDialog } = await openBoth(canvasElement);
    await expect(confirmDialog).toHaveFocus();
    await expect(moveDialog).toBeVisible();
  },
};

export const StackedEscapeClosesTopOnly: Story = {
  render: () => <MoveFlow />,
  play: async ({ canvasElement }) => {
    const { moveDialog, confirmDialog } = await openBoth(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(confirmDialog).not.toBeVisible());
    await expect(moveDialog).toBeVisible();
    await expect(within(moveDialog).getByRole('button', { name: 'Move' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Move to' })).toHaveFocus();
  },
};

/** Confirming closes both modals at once; focus goes back to the button that started the flow. */
export const StackedBothCloseTogether: Story = {
  render: () => <MoveFlow />,
  play: async ({ canvasElement }) => {
    const { confirmDialog } = await openBoth(canvasElement);
    await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Confirm Move' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(movedItems).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Move to' })).toHaveFocus();
  },
};
