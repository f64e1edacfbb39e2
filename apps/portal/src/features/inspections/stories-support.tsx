// Story helpers of the Inspections stories (not part of the app bundle).
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { startsWith } from '../../testing/name-matchers';
import { clearOfflineStore } from '../../testing/offline-story';
import { signPad } from '../../testing/sign-pad';
import { CONDITIONS, type FormField } from './new-inspection/form-fixture';

/**
 * Before each story: no draft or outbox entry left over (IndexedDB outlives a story); none left
 * for the next. Storybook's preview clears the notices.
 */
export async function resetScreenState(): Promise<() => Promise<void>> {
  await clearOfflineStore();
  return clearOfflineStore;
}

/** A field of the form, found as the other dialects find it: by role and (the start of) its name. */
function fieldOf(form: ReturnType<typeof within>, field: FormField): HTMLElement {
  if (field.kind === 'photo') return form.getByLabelText(field.label, { selector: 'input' });
  return form.getByRole(field.kind === 'select' ? 'combobox' : 'textbox', {
    name: field.exact ? field.label : startsWith(field.label),
  });
}

/** Fills the fields in order, as an inspector types, chooses and takes a photo. */
export async function fillFields(form: ReturnType<typeof within>, fields: readonly FormField[]) {
  for (const field of fields) {
    const element = fieldOf(form, field);
    if (field.kind === 'select') await userEvent.selectOptions(element, field.value);
    else if (field.kind === 'text') await userEvent.type(element, field.value);
    else {
      await userEvent.upload(element, await samplePhotoFile(field.value));
      await expect(await form.findByRole('img', { name: `${field.label} photo` })).toBeVisible();
    }
  }
}

/** The New Inspection form's required fields, as an inspector types them. */
export const fillRequired = (form: ReturnType<typeof within>) => fillFields(form, CONDITIONS);

/** Draws each pad's signature (a stroke of its own) and waits until each reads as signed. */
export async function signPads(form: ReturnType<typeof within>, names: readonly string[]) {
  names.forEach((name, variant) => {
    signPad(form.getByRole('img', { name: startsWith(name) }) as HTMLCanvasElement, variant);
  });
  for (const name of names) {
    await waitFor(() =>
      expect(form.getByRole('img', { name: startsWith(name) })).toHaveAccessibleName(
        `${name} Signed`,
      ),
    );
  }
}

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
