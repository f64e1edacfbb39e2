// The core flows in Firefox (Debian's firefox-esr, over WebDriver BiDi with puppeteer-core).
import { describe } from 'vitest';
import { coreFlows } from './core-flows';
import { puppeteerEngine } from './puppeteer-engine';

describe('Firefox', () => coreFlows(() => puppeteerEngine('firefox')));
