export * from './components/Button';
export { vars } from './theme';
