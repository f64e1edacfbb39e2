export const UNWANTED_FEATURES: string[];
export const PLAYWRIGHT_DISABLED_FEATURES: string[];
export function disabledFeaturesOf(args: string[]): string[];
export function chromiumArgs(launcherDisabled?: string[]): string[];
export const CHROMIUM_ARGS: string[];
export function chromiumPath(): string | undefined;
export function requireChromium(): string;
