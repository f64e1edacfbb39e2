import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import SignaturePadCanvas, { type PointGroup } from 'signature_pad';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withPagePadding } from '../../storybook/decorators';
import { Button } from '../Button';
import { SIGNATURE_PEN, SignaturePad, type SignaturePadProps } from './SignaturePad';

// A signature drawn from fixed points at fixed times, so its stroke widths (which follow the
// pen's speed) and therefore the screenshots are the same on every run.
const loops = Array.from({ length: 74 }, (_, index) => {
  const t = index * 0.34;
  return {
    x: 36 + 9 * t - 15 * Math.sin(t),
    y: 78 - (16 + 6 * Math.sin(t / 3)) * Math.cos(t),
    time: 1000 + index * 16,
    pressure: 0.5,
  };
});
const underline = Array.from({ length: 24 }, (_, index) => ({
  x: 30 + index * 11,
  y: 112 - 6 * Math.sin((index / 23) * Math.PI),
  time: 3000 + index * 16,
  pressure: 0.5,
}));
const pen = { ...SIGNATURE_PEN, dotSize: 0, velocityFilterWeight: 0.7 };
const SIGNATURE_STROKES: PointGroup[] = [
  { ...pen, compositeOperation: 'source-over', points: loops },
  { ...pen, compositeOperation: 'source-over', points: underline },
];

/** The fixed signature as the PNG data URL a pad would have saved. */
function savedSignature(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 440;
  canvas.height = 160;
  const pad = new SignaturePadCanvas(canvas, SIGNATURE_PEN);
  pad.fromData(SIGNATURE_STROKES);
  return pad.toDataURL('image/png');
}

/** Draws one stroke with pointer events, as a pen or a mouse would. */
function drawStroke(
  canvas: HTMLCanvasElement,
  points: Array<[number, number]>,
  pointerType: 'pen' | 'mouse' = 'pen',
) {
  const rect = canvas.getBoundingClientRect();
  const at = ([x, y]: [number, number], buttons: number) => ({
    clientX: rect.left + x,
    clientY: rect.top + y,
    buttons,
    pointerId: 1,
    pointerType,
    isPrimary: true,
    pressure: buttons ? 0.5 : 0,
    bubbles: true,
    cancelable: true,
  });
  points.forEach((point, index) => {
    canvas.dispatchEvent(
      new PointerEvent(index === 0 ? 'pointerdown' : 'pointermove', at(point, 1)),
    );
  });
  const last = points.at(-1);
  if (last) canvas.dispatchEvent(new PointerEvent('pointerup', at(last, 0)));
}

const ZIGZAG: Array<[number, number]> = [
  [40, 90],
  [80, 50],
  [120, 100],
  [160, 55],
  [200, 105],
  [240, 60],
  [280, 95],
];

/** How many pixels of the canvas hold ink. */
function inkedPixels(canvas: HTMLCanvasElement): number {
  const context = canvas.getContext('2d');
  if (!context) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let count = 0;
  for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) count++;
  return count;
}

/** The pad with its value held in state, as a form would. */
function SignatureHarness({ value: initialValue, onChange, ...props }: SignaturePadProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <SignaturePad
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
  title: 'Capture/SignaturePad',
  component: SignaturePad,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A box to sign in with a finger, a pen or the mouse: the inspector, supervisor and client signatures of a new inspection. Built on signature_pad with the pen of PRODUCT.md \"Other limits\" (black, width 0.5 to 2.5, throttle 16 ms, min distance 5). The pad is controlled: `value` is a PNG data URL or '' and `onChange` receives the new one at the end of every stroke ('' after 'Clear'). A `value` from outside (a saved draft) is drawn when the pad mounts or the value changes, and the drawing is redrawn after the pad is resized (a rotated phone). A finger on the pad draws instead of scrolling the page. The visible label names the pad; screen readers also hear whether it is signed and how to sign.",
      },
    },
  },
  args: {
    label: 'Inspector signature',
    value: '',
    onChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 440 }}>
      <SignatureHarness {...args} />
    </div>
  ),
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

const pad = (canvasElement: HTMLElement, name = /Inspector signature/) =>
  within(canvasElement).getByRole('img', { name }) as HTMLCanvasElement;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pad(canvasElement);
    await expect(canvas).toHaveAccessibleName('Inspector signature Not signed');
    await expect(canvas).toHaveAccessibleDescription(
      'Sign inside the box with a finger, a pen or the mouse.',
    );
    await expect(getComputedStyle(canvas).touchAction).toBe('none');
    await expect(inkedPixels(canvas)).toBe(0);
  },
};

/** Drawing reports a PNG. Hand-drawn strokes vary with timing, so this story has no screenshot. */
export const DrawWithAPen: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = pad(canvasElement);
    drawStroke(canvas, ZIGZAG, 'pen');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    await expect(canvas).toHaveAccessibleName('Inspector signature Signed');
    await expect(inkedPixels(canvas)).toBeGreaterThan(0);
  },
};

export const DrawWithAMouseThenClear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = pad(canvasElement);
    drawStroke(canvas, ZIGZAG, 'mouse');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/png/)),
    );
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Clear Inspector signature' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas).toHaveAccessibleName('Inspector signature Not signed');
    await expect(inkedPixels(canvas)).toBe(0);
  },
};

/** A saved draft: the signature passed as `value` is drawn when the pad mounts. */
export const RestoredFromValue: Story = {
  args: { label: 'Client signature' },
  render: (args) => (
    <div style={{ maxWidth: 440 }}>
      <SignatureHarness {...args} value={savedSignature()} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = pad(canvasElement, /Client signature/);
    await expect(canvas).toHaveAccessibleName('Client signature Signed');
    await waitFor(() => expect(inkedPixels(canvas)).toBeGreaterThan(500));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The pad in a container that a button narrows, as when a phone is rotated. */
function ResizingPad(props: SignaturePadProps) {
  const [narrow, setNarrow] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16, width: narrow ? 300 : 440 }}>
      <SignatureHarness {...props} />
      <Button variant="secondary" onClick={() => setNarrow(true)}>
        Narrow the pad
      </Button>
    </div>
  );
}

export const RedrawsAfterResize: Story = {
  render: (args) => <ResizingPad {...args} value={savedSignature()} />,
  play: async ({ args, canvasElement }) => {
    const canvas = pad(canvasElement);
    await waitFor(() => expect(inkedPixels(canvas)).toBeGreaterThan(500));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Narrow the pad' }));
    await waitFor(() => expect(canvas.width).toBe(298 * window.devicePixelRatio));
    await waitFor(() => expect(inkedPixels(canvas)).toBeGreaterThan(500));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Strokes drawn by hand are kept through a resize too (no screenshot: hand-drawn). */
export const DrawnStrokesSurviveResize: Story = {
  parameters: { screenshot: false },
  render: (args) => <ResizingPad {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = pad(canvasElement);
    drawStroke(canvas, ZIGZAG);
    const before = inkedPixels(canvas);
    await expect(before).toBeGreaterThan(0);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Narrow the pad' }));
    await waitFor(() => expect(canvas.width).toBe(298 * window.devicePixelRatio));
    await waitFor(() => expect(inkedPixels(canvas)).toBeGreaterThan(before / 2));
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <div style={{ maxWidth: 440 }}>
      <SignatureHarness {...args} value={savedSignature()} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = pad(canvasElement);
    drawStroke(canvas, ZIGZAG);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Clear Inspector signature' }),
    ).toBeDisabled();
  },
};

const SIGNERS = ['Inspector', 'Supervisor', 'Client'] as const;

/** The three signatures of a new inspection; the inspector has signed. */
export const InspectionSignatures: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
      }}
    >
      {SIGNERS.map((signer) => (
        <SignatureHarness
          key={signer}
          {...args}
          label={`${signer} signature`}
          value={signer === 'Inspector' ? savedSignature() : ''}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(
      canvas.getByRole('img', { name: 'Supervisor signature Not signed' }),
    ).toBeVisible();
    await waitFor(() => expect(inkedPixels(pad(canvasElement))).toBeGreaterThan(100));
  },
};

/** On a phone the pads stack; a finger draws on them instead of scrolling the page. */
export const OnMobile: Story = {
  globals: PHONE_VIEWPORT,
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SignatureHarness {...args} value={savedSignature()} />
      <SignatureHarness {...args} label="Supervisor signature" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(inkedPixels(pad(canvasElement))).toBeGreaterThan(100));
    const supervisor = pad(canvasElement, /Supervisor signature/);
    await expect(getComputedStyle(supervisor).touchAction).toBe('none');
  },
};
