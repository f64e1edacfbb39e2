import { LOAD_CLASSES, loadClassLabel } from '@scaffold/domain';

/** The load classes as a select offers them. */
export const LOAD_CLASS_OPTIONS = LOAD_CLASSES.map((value) => ({
  value: String(value),
  label: loadClassLabel(value),
}));
