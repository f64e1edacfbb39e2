// Build-time settings (Vite replaces these statically, so a real build drops the mock branch).
export const API_MODE: 'mock' | 'real' = import.meta.env.VITE_API_MODE === 'mock' ? 'mock' : 'real';
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';
export const IS_DEMO = API_MODE === 'mock';
