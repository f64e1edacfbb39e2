import { overrideEndpoint } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { encode } from 'uqr';
import { paths } from '../../../config/paths';
import { screenStory } from '../../../testing/portal-story';
import { tagSheetPath } from '../scaffold-paths';
import { scaffoldIdOf, showcaseSiteId, siteWithoutScaffolds, TAGS } from '../stories-support';
import { qrPath } from './QrCode';
import { TagSheetScreen } from './TagSheetScreen';

const at = (siteId: number, scaffoldId?: number) => ({
  portal: { url: tagSheetPath(siteId, scaffoldId), routePath: paths.tagSheet },
});

const meta = {
  title: 'Portal/Scaffolds/Tag sheet',
  component: TagSheetScreen,
  ...screenStory({
    ...at(showcaseSiteId()).portal,
    signedInAs: 'manager',
    frame: 'screen',
    description:
      "/dashboard/sites/:siteId/tags: the site's tags on an A4 sheet to print (a grid of labels: the QR code, the tag number, the site, 'Scan for the live status' and the address for those who cannot scan). The QR code holds the public status page's address; it is made by uqr (error correction Q: a quarter of a dirty or torn code still reads). Struck scaffolds have no tag. `?scaffold=` prints one tag, after a reprint.",
  }),
} satisfies Meta<typeof TagSheetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const labels = await canvas.findAllByRole('listitem');
    // Nine scaffolds on the site, one struck.
    await expect(labels).toHaveLength(8);
    await expect(canvas.queryByText('T-0009')).not.toBeInTheDocument();
    const green = canvas.getByRole('img', { name: /^QR code of tag T-0003: / });
    // The code is the public page's address, drawn module for module from uqr's matrix.
    const text = green.getAttribute('data-qr-text') ?? '';
    await expect(text).toBe(`https://portal.example.test/t/${TAGS.green}`);
    await expect(green.querySelector('path')?.getAttribute('d')).toBe(
      qrPath(encode(text, { ecc: 'Q', border: 4 }).data),
    );
    await expect(canvas.getAllByText('Scan for the live status')).toHaveLength(8);
  },
};

export const OneTagAfterAReprint: Story = {
  parameters: at(showcaseSiteId(), scaffoldIdOf('T-0004')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('T-0004')).toBeVisible();
  },
};

export const NothingToPrint: Story = {
  parameters: at(siteWithoutScaffolds()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No tags to print.')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Print or save as PDF' }),
    ).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: overrideEndpoint('scaffolds', () => delay('infinite')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the tags...')).toBeVisible();
  },
};
