export const BUILT_SCRIPTS: string[];
export function checkScripts(files: string[], cwd?: string): { ok: boolean; output: string };
