export {
  DISCLOSURE_VARIANTS,
  Disclosure,
  type DisclosureProps,
  type DisclosureVariant,
} from './Disclosure';
