// Fonts are bundled from npm (no network at run time), so screenshots are stable.
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import './theme.css';

export { vars } from './contract.css';
