// Story helpers of the Inspections stories (not part of the app bundle).
import { userEvent, type within } from 'storybook/test';
import { clearOfflineStore } from '../../testing/offline-story';
/**
 * Before each story: no draft or outbox entry left over (IndexedDB outlives a story); none left
 * for the next. Storybook's preview clears the notices.
 */
export async function resetScreenState(): Promise<() => Promise<void>> {
  await clearOfflineStore();
  return clearOfflineStore;
}

/** The New Inspection form's required fields, as an inspector types them. */
export async function fillRequired(form: ReturnType<typeof within>) {
  await userEvent.selectOptions(form.getByLabelText(/^Weather/), 'Clear');
  await userEvent.type(form.getByLabelText(/^Temperature/), '12');
  await userEvent.type(form.getByLabelText(/^Humidity/), '64');
  await userEvent.type(form.getByLabelText(/^Wind speed/), '18');
  await userEvent.selectOptions(form.getByLabelText(/^Scaffold type/), 'Cuplock');
  await userEvent.type(form.getByLabelText(/^Scaffold height/), '14.5');
  await userEvent.type(form.getByLabelText(/^Load rating/), 'General purpose (2.0 kN/m²)');
  await userEvent.type(form.getByLabelText(/^Tie pattern/), 'Box ties at every other lift');
}

export { signPad } from '../../testing/sign-pad';

/** A small site photo drawn on a canvas, as the PNG file a camera upload would hand over. */
export async function samplePhotoFile(name = 'signage.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#9fb4c7';
  context.fillRect(0, 0, 160, 120);
  context.fillStyle = '#5b6b7a';
  context.fillRect(0, 80, 160, 40);
  context.fillStyle = '#f2c14e';
  context.fillRect(60, 30, 40, 30);
  context.fillStyle = '#1d2733';
  context.fillRect(78, 60, 4, 24);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The photo could not be drawn');
  return new File([blob], name, { type: 'image/png' });
}

/** A past inspection's button in a site's expanded panel (not its scaffolds' or the outbox's). */
export const HISTORY_ENTRY = { name: /Updated / } as const;
