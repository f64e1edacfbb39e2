export { SignatureList } from './SignatureList';
