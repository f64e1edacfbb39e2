// The core flows in WebKit (WebKitGTK's MiniBrowser on Xvfb, over W3C WebDriver with
// WebdriverIO): the engine every iPhone browser runs on.
import { describe } from 'vitest';
import { coreFlows } from './core-flows';
import { webkitEngine } from './webkit-engine';

describe('WebKit', () => coreFlows(webkitEngine));
