export const CHROMIUM_ARGS: string[];
export function chromiumPath(): string | undefined;
export function requireChromium(): string;
