export const MOCK_MARKERS: { what: string; pattern: RegExp }[];
export function mockFilesIn(dir: string): { file: string; what: string }[];
