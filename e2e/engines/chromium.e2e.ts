// The core flows in Chromium (Debian's chromium, over CDP with puppeteer-core).
import { describe } from 'vitest';
import { coreFlows } from './core-flows';
import { puppeteerEngine } from './puppeteer-engine';

describe('Chromium', () => coreFlows(() => puppeteerEngine('chromium')));
