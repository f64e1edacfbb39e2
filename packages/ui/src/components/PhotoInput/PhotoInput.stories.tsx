import { MESSAGES } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { PhotoInput, type PhotoInputProps } from './PhotoInput';
import { PHOTO_LOAD_ERROR } from './readPhoto';

const JPEG = /^data:image\/jpeg;base64,/;

/** A drawn 'site photo' (a scaffold against a sky of the given colour) as a PNG data URL. */
function sitePhotoDataUrl(sky: string, width = 320, height = 240): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.scale(width / 320, height / 240);
  context.fillStyle = sky;
  context.fillRect(0, 0, 320, 240);
  context.fillStyle = '#c9b8a6';
  context.fillRect(70, 50, 180, 150);
  context.fillStyle = '#8d6e4a';
  context.fillRect(0, 196, 320, 44);
  context.strokeStyle = '#374151';
  context.lineWidth = 5;
  for (let x = 50; x <= 270; x += 55) {
    context.beginPath();
    context.moveTo(x, 30);
    context.lineTo(x, 200);
    context.stroke();
  }
  context.strokeStyle = '#b45309';
  context.lineWidth = 7;
  for (let y = 70; y <= 190; y += 40) {
    context.beginPath();
    context.moveTo(40, y);
    context.lineTo(280, y);
    context.stroke();
  }
  return canvas.toDataURL('image/png');
}

/** The bytes of a PNG data URL, as a file chosen from the camera or the gallery. */
function photoFile(dataUrl: string, name: string): File {
  const bytes = Uint8Array.from(atob(dataUrl.split(',')[1] ?? ''), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

const BLUE_SKY = '#93c5fd';
const GREY_SKY = '#cbd5e1';

/** The input with its value held in state, as a form would. */
function PhotoHarness({ value: initialValue, onChange, ...props }: PhotoInputProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <PhotoInput
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Capture/PhotoInput',
  component: PhotoInput,
  tags: ['autodocs'],
  decorators: [withMaxWidth(440), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The optional photo of a checklist item in a new inspection: 'Add photo' opens the phone's back camera (`capture=\"environment\"`) or the file picker (`accept=\"image/*\"`). One photo per item: a new one replaces the old, and 'Remove' clears it. The photo is read as a data URL (`value`, '' for none; `onChange` gets the new one) and previewed with the alt text '{label} photo'. JPEG, PNG, WebP and HEIC (where the engine decodes it) up to 20 MB are taken and always re-encoded as a JPEG of at most 1600 px a side; other types (SVG included) and larger files are refused before they are read, with a message saying what to choose. When a file cannot be decoded it shows 'Photo failed to load.'; `onError` gets each message. `readFile` replaces the FileReader (stories use it to simulate a failing read).",
      },
    },
  },
  args: {
    label: 'Base plates',
    hint: 'Optional. One photo; a new one replaces it.',
    value: '',
    onChange: fn(),
    onError: fn(),
  },
  render: (args) => <PhotoHarness {...args} />,
} satisfies Meta<typeof PhotoInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Base plates Add photo' });
    await expect(button).toHaveAccessibleDescription('Optional. One photo; a new one replaces it.');
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('capture', 'environment');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** In a checklist row whose heading already names the item: the label is for assistive tech. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, hint: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Base plates Add photo' })).toBeVisible();
    const label = canvas.getByText('Base plates');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(fileInput(canvasElement).labels?.[0]).toBe(label);
  },
};

export const PhotoChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const photo = sitePhotoDataUrl(BLUE_SKY);
    await userEvent.upload(fileInput(canvasElement), photoFile(photo, 'site.png'));
    const preview = await within(canvasElement).findByRole('img', { name: 'Base plates photo' });
    // Always re-encoded: what leaves the device is a JPEG, never the file as chosen.
    const kept = preview.getAttribute('src') ?? '';
    await expect(kept).toMatch(JPEG);
    await expect(kept).not.toBe(photo);
    await expect(args.onChange).toHaveBeenCalledWith(kept);
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(320));
    await expect(
      within(canvasElement).getByRole('button', { name: 'Base plates Replace photo' }),
    ).toBeVisible();
  },
};

export const PhotoReplaced: Story = {
  play: async ({ args, canvasElement }) => {
    const first = sitePhotoDataUrl(BLUE_SKY);
    const second = sitePhotoDataUrl(GREY_SKY);
    await userEvent.upload(fileInput(canvasElement), photoFile(first, 'site.png'));
    await within(canvasElement).findByRole('img', { name: 'Base plates photo' });
    await userEvent.upload(fileInput(canvasElement), photoFile(second, 'site-2.png'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    const [firstKept, secondKept] = args.onChange.mock.calls.map(([value]) => value);
    await expect(secondKept).toMatch(JPEG);
    await expect(secondKept).not.toBe(firstKept);
    const previews = within(canvasElement).getAllByRole('img', { name: 'Base plates photo' });
    await expect(previews).toHaveLength(1);
    await expect(previews[0]).toHaveAttribute('src', secondKept);
  },
};

/** A photo saved with the draft, shown again. */
export const SavedPhoto: Story = {
  render: (args) => <PhotoHarness {...args} value={sitePhotoDataUrl(BLUE_SKY)} />,
  play: async ({ canvasElement }) => {
    const preview = within(canvasElement).getByRole('img', { name: 'Base plates photo' });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(320));
  },
};

export const PhotoRemoved: Story = {
  render: (args) => <PhotoHarness {...args} value={sitePhotoDataUrl(BLUE_SKY)} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Base plates photo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Base plates Add photo' })).toHaveFocus();
  },
};

const failingRead = () => Promise.reject(new Error('The file could not be read'));

export const ReadFails: Story = {
  args: { readFile: failingRead },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      fileInput(canvasElement),
      photoFile(sitePhotoDataUrl(BLUE_SKY), 'site.png'),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PHOTO_LOAD_ERROR);
    await expect(args.onError).toHaveBeenCalledWith(PHOTO_LOAD_ERROR);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Base plates Add photo' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A file that claims to be a PNG but does not decode. */
export const CorruptImage: Story = {
  play: async ({ args, canvasElement }) => {
    const broken = new File([new Uint8Array([1, 2, 3, 4])], 'broken.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), broken);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      PHOTO_LOAD_ERROR,
    );
    await expect(args.onError).toHaveBeenCalledWith(PHOTO_LOAD_ERROR);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** `accept` is only a hint to the picker: another type is refused, unread, with what to choose. */
export const NotAnImage: Story = {
  args: { readFile: fn() },
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(['Sole boards replaced'], 'notes.txt', { type: 'text/plain' }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      MESSAGES.photoWrongType,
    );
    await expect(args.onError).toHaveBeenCalledWith(MESSAGES.photoWrongType);
    await expect(args.readFile).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An SVG is an image the browser would run script in: refused like any other type. */
export const SvgRefused: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'plan.svg', {
        type: 'image/svg+xml',
      }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      MESSAGES.photoWrongType,
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Over 20 MB: refused before a byte is read (a phone would stall decoding it). */
export const TooLarge: Story = {
  args: { readFile: fn() },
  play: async ({ args, canvasElement }) => {
    const huge = new File([new Uint8Array(16)], 'panorama.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 + 1 });
    await userEvent.upload(fileInput(canvasElement), huge);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      MESSAGES.photoTooLarge,
    );
    await expect(args.readFile).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A camera-sized photo is drawn again at 1600 px on its longer side. */
export const LargePhotoScaledDown: Story = {
  play: async ({ args, canvasElement }) => {
    const photo = sitePhotoDataUrl(BLUE_SKY, 2400, 1800);
    await userEvent.upload(fileInput(canvasElement), photoFile(photo, 'camera.png'));
    const preview = (await within(canvasElement).findByRole('img', {
      name: 'Base plates photo',
    })) as HTMLImageElement;
    await waitFor(() => expect(preview.naturalWidth).toBe(1600));
    await expect(preview.naturalHeight).toBe(1200);
    await expect(preview.getAttribute('src')).toMatch(JPEG);
    await expect(args.onChange).toHaveBeenCalledWith(preview.getAttribute('src'));
  },
};

/** After a failure, a good photo clears the message. */
export const RecoversAfterAFailure: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const broken = new File([new Uint8Array([1, 2, 3])], 'broken.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), broken);
    await canvas.findByRole('alert');
    const photo = sitePhotoDataUrl(GREY_SKY);
    await userEvent.upload(fileInput(canvasElement), photoFile(photo, 'site.png'));
    await canvas.findByRole('img', { name: 'Base plates photo' });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(JPEG));
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => <PhotoHarness {...args} value={sitePhotoDataUrl(BLUE_SKY)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Base plates Replace photo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Base plates photo' })).toBeDisabled();
  },
};

export const OnMobile: Story = {
  globals: PHONE_VIEWPORT,
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PhotoHarness {...args} value={sitePhotoDataUrl(BLUE_SKY)} />
      <PhotoHarness {...args} label="Sole boards" hint={undefined} />
    </div>
  ),
};
