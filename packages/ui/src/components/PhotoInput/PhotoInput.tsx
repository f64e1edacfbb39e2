import { type ChangeEvent, useId, useRef, useState } from 'react';
import { CameraIcon, TrashIcon } from '../../icons/line-icons';
import { cx } from '../../lib/cx';
import { AlertIcon } from '../../lib/icons';
import { fieldStyles } from '../Field';
import { VisuallyHidden, visuallyHidden } from '../VisuallyHidden';
import * as styles from './PhotoInput.css';
import { boundPhoto, PHOTO_LOAD_ERROR, photoRefusal, readFileAsDataUrl } from './readPhoto';

export interface PhotoInputProps {
  /** What the photo shows, e.g. 'Base plates'; the preview's alt text is '{label} photo'. */
  label: string;
  /** Keep the label for assistive tech only, where the context already shows it (a heading). */
  hideLabel?: boolean;
  hint?: string;
  /** The photo as a data URL, or '' for none. */
  value: string;
  /** Called with the new photo's data URL (replacing any earlier one), or '' when removed. */
  onChange: (value: string) => void;
  /**
   * Called with the message shown when a chosen file is refused: a wrong type or over 20 MB
   * (before it is read), or 'Photo failed to load.' when it cannot be decoded.
   */
  onError?: (message: string) => void;
  /** Reads the chosen file as a data URL; FileReader by default (stories inject a failure). */
  readFile?: (file: File) => Promise<string>;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * One photo for a checklist item: take it with the phone's back camera or choose a file. A new
 * photo replaces the old one; the preview has a remove button. JPEG, PNG, WebP and HEIC (where
 * the engine decodes it) up to 20 MB are taken and always re-encoded as a JPEG of at most
 * 1600 px; other types and larger files are refused with a message before they are read, and a
 * file that cannot be decoded shows (and reports) 'Photo failed to load.'.
 */
export function PhotoInput({
  label,
  hideLabel = false,
  hint,
  value,
  onChange,
  onError,
  readFile = readFileAsDataUrl,
  disabled = false,
  id,
  className,
}: PhotoInputProps) {
  const generatedId = useId();
  const inputId = id ?? `photo-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const labelId = `${inputId}-label`;
  const chooseTextId = `${inputId}-choose`;
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseButtonRef = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState('');
  // Only the latest choice counts if the user picks again before a read finishes.
  const readRun = useRef(0);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    input.value = '';
    if (!file) return;
    const run = ++readRun.current;
    const refusal = photoRefusal(file);
    if (refusal) {
      setError(refusal);
      onError?.(refusal);
      return;
    }
    try {
      const photo = await boundPhoto(await readFile(file));
      if (run !== readRun.current) return;
      setError('');
      onChange(photo);
    } catch {
      if (run !== readRun.current) return;
      setError(PHOTO_LOAD_ERROR);
      onError?.(PHOTO_LOAD_ERROR);
    }
  };

  const remove = () => {
    readRun.current++;
    setError('');
    onChange('');
    // The remove button goes away with the photo: keep focus on the control.
    chooseButtonRef.current?.focus();
  };

  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx(styles.root, className)}>
      <label
        id={labelId}
        htmlFor={inputId}
        className={hideLabel ? visuallyHidden : fieldStyles.label}
      >
        {label}
      </label>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.body}>
        {value ? (
          // biome-ignore lint/a11y/noRedundantAlt: 'Base plates photo' names the item's photo (as opposed to the item), it does not announce the element type.
          <img src={value} alt={`${label} photo`} className={styles.thumbnail} />
        ) : (
          <div className={styles.emptyThumbnail} aria-hidden="true">
            <CameraIcon size={28} />
          </div>
        )}
        <div className={styles.actions}>
          {/* The native picker, out of sight: the button below opens it and is what keyboard and
              screen reader users meet, named by the field label and its own text. */}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            className={styles.fileInput}
            disabled={disabled}
            tabIndex={-1}
            aria-hidden="true"
            onChange={choose}
          />
          <button
            ref={chooseButtonRef}
            type="button"
            className={styles.chooseButton}
            disabled={disabled}
            aria-labelledby={`${labelId} ${chooseTextId}`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onClick={() => inputRef.current?.click()}
          >
            <CameraIcon size={18} />
            <span id={chooseTextId}>{value ? 'Replace photo' : 'Add photo'}</span>
          </button>
          {value && (
            <button
              type="button"
              className={styles.removeButton}
              onClick={remove}
              disabled={disabled}
            >
              <TrashIcon size={18} />
              Remove
              <VisuallyHidden>{` ${label} photo`}</VisuallyHidden>
            </button>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          <AlertIcon size={16} className={fieldStyles.errorIcon} />
          {error}
        </p>
      )}
    </div>
  );
}
