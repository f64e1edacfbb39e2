import { PhotoInput } from '@scaffold/ui';

export interface PhotoFieldProps {
  /** The checklist item, e.g. 'Base plates': names the button and the preview. */
  itemLabel: string;
  /** The item's photo as a data URL, or null. */
  photo: string | null;
  onChange: (photo: string | null) => void;
}

/**
 * One optional photo per checklist item: camera or file, a new one replaces the old; PhotoInput
 * re-encodes it (JPEG, at most 1600 px), so drafts and saves stay small.
 */
export function PhotoField({ itemLabel, photo, onChange }: PhotoFieldProps) {
  return (
    // The item's name is already its heading: the label is for assistive tech only.
    <PhotoInput
      label={itemLabel}
      hideLabel
      value={photo ?? ''}
      onChange={(value) => onChange(value || null)}
    />
  );
}
