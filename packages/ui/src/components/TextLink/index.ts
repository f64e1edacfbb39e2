export {
  type LinkComponent,
  type LinkComponentProps,
  LinkProvider,
  type LinkProviderProps,
  useLinkComponent,
} from '../../lib/Link';
export { TextLink, type TextLinkProps } from './TextLink';
