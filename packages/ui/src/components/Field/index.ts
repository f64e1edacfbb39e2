export {
  Field,
  type FieldControlProps,
  type FieldLabelProps,
  type FieldProps,
  splitFieldProps,
} from './Field';
