import { MESSAGES } from '@scaffold/domain';
import {
  exportDatabase,
  importDatabase,
  MOCK_CUSTOMERS,
  overrideEndpoint,
  scenarioHandlers,
} from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { inspectionReportPath, paths } from '../../../config/paths';
import { screenStory } from '../../../testing/portal-story';
import { resetScreenState } from '../stories-support';
import { InspectionReportPage } from './InspectionReportPage';

/** Seeded inspections: 1 passed (Radford), 92 failed with a photo (Portobello), 23 pending. */
const PASSED = 1;
const FAILED_WITH_PHOTO = 92;
const PENDING = 23;

const at = (inspectionId: number) => ({
  portal: { url: inspectionReportPath(inspectionId), routePath: paths.inspectionReport },
});

const PARTICULARS = [
  '1. Inspection carried out for',
  '2. Location of the work equipment inspected',
  '3. Description of the work equipment inspected',
  '4. Date and time of the inspection',
  '5. Matters that could give rise to a risk to health or safety',
  '6. Action taken',
  '7. Further action considered necessary',
  '8. Name and position of the person making the report',
];

/** The text under a particular's heading. */
const particular = (canvas: ReturnType<typeof within>, title: string) =>
  canvas.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

const meta = {
  title: 'Portal/Inspections/Report',
  component: InspectionReportPage,
  ...screenStory({
    ...at(PASSED).portal,
    signedInAs: 'manager',
    frame: 'screen',
    description:
      "/dashboard/inspections/:inspectionId/report: the written report of a scaffold inspection that the Work at Height Regulations 2005 require (regulation 12, Schedule 7). The eight particulars come first, each under its own heading, then the scaffold, the weather, the checklist by category, the photos and the signatures. Failed and flagged items stand out; a pending inspection is marked DRAFT; what an older inspection did not record reads 'Not recorded'. 'Print or save as PDF' uses the browser's printing: A4, no app chrome, the site and date at the top of every page and the page number at the bottom.",
  }),
  beforeEach: resetScreenState,
} satisfies Meta<typeof InspectionReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Passed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Scaffold inspection report' });
    for (const title of PARTICULARS) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(canvas.getByText(MOCK_CUSTOMERS.demo.name)).toBeVisible();
    await expect(
      within(particular(canvas, PARTICULARS[1] as string)).getByText(
        'Radford Church Tower Restoration',
      ),
    ).toBeVisible();
    await expect(
      within(particular(canvas, PARTICULARS[4] as string)).getByText('None found.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    await expect(canvas.queryByText(/^DRAFT/)).not.toBeInTheDocument();
    // The running head of the printed pages names the site and the day.
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--report-running-head')).toMatch(
        /^"Radford Church Tower Restoration, inspected [A-Z][a-z]{2} \d{1,2}, \d{4}"$/,
      ),
    );
  },
};

export const FailedWithActionsAndPhoto: Story = {
  parameters: at(FAILED_WITH_PHOTO),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Scaffold inspection report' });
    const matters = within(particular(canvas, PARTICULARS[4] as string)).getAllByRole('listitem');
    await expect(matters.length).toBeGreaterThan(0);
    await expect(matters[0]).toHaveTextContent(/failed/);
    await expect(
      within(particular(canvas, PARTICULARS[5] as string)).getByText(/closed off/),
    ).toBeVisible();
    await expect(
      within(particular(canvas, PARTICULARS[6] as string)).getByText(/re-inspect/),
    ).toBeVisible();
    const photos = within(canvas.getByRole('region', { name: 'Photos' })).getAllByRole('img');
    await expect(photos.length).toBe(1);
  },
};

export const PendingIsADraft: Story = {
  parameters: at(PENDING),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(/^DRAFT/);
    await expect(
      within(particular(canvas, PARTICULARS[5] as string)).getByText(MESSAGES.notRecorded),
    ).toBeVisible();
  },
};

/** An inspection saved before the report's particulars were recorded. */
export const OlderWithoutTheParticulars: Story = {
  beforeEach: () => {
    const database = JSON.parse(exportDatabase());
    for (const customer of database.customers) {
      for (const client of customer.clients) {
        for (const site of client.sites) {
          for (const inspection of site.inspections) {
            if (inspection.id !== PASSED) continue;
            delete inspection.inspector_name;
            delete inspection.inspector_position;
            delete inspection.action_taken;
            delete inspection.further_action;
          }
        }
      }
    }
    importDatabase(JSON.stringify(database));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Scaffold inspection report' });
    for (const title of PARTICULARS.slice(5)) {
      await expect(within(particular(canvas, title)).getByText(MESSAGES.notRecorded)).toBeVisible();
    }
  },
};

export const OnAPhone: Story = {
  ...FailedWithActionsAndPhoto,
  globals: PHONE_VIEWPORT,
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('inspectionDetails', () => delay('infinite')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Loading the report...').closest('[role="status"]'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: {
        reads: scenarioHandlers({ name: 'server-error', endpoint: 'inspectionDetails' }).reads,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The report could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A server with only the base calls: the report computed from its reads, the same page. */
export const SpecOnlyServer: Story = {
  parameters: { msw: { handlers: scenarioHandlers({ name: 'spec-only' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Scaffold inspection report' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  },
};

export const NoSuchInspection: Story = {
  parameters: at(999_999),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No such inspection.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to inspections' })).toHaveAttribute(
      'href',
      paths.inspections,
    );
  },
};
