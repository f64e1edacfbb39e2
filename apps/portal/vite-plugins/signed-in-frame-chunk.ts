import type { Plugin } from 'vite';

/** Where the signed-in part of the portal starts. */
export interface SignedInFrame {
  /** The frame around every signed-in screen, relative to the app root. */
  frame: string;
  /** The public screens' modules: whatever they import stays out of the chunk. */
  publicScreens: readonly string[];
  /**
   * Groups of modules that a public screen loads whole as one chunk (the query cache and the
   * reads): whatever any of their modules imports stays out too.
   */
  loadedWhole?: readonly RegExp[];
}

/**
 * A chunk for what the signed-in frame needs: every module the frame imports, directly or through
 * others, that neither the entry nor a public screen imports (those pages would load the whole
 * chunk for it). Every signed-in screen loads the frame, so these modules are fetched together
 * whatever the screen; split by the bundler per set of screens sharing them, they were a dozen
 * files, and each file costs a phone a request started, a module compiled and evaluated. The frame
 * itself stays the chunk the router loads.
 *
 * The modules are found from the module graph once it is built (`buildEnd`); the bundler asks the
 * test while it makes the chunks, after that. The graph's edges are static imports, a package's
 * index included: whatever a public page could reach through an index stays out, so this finds the
 * portal's own modules, not the design system's (vite.config.ts groups those by name).
 */
export function signedInFrameChunk({ frame, publicScreens, loadedWhole = [] }: SignedInFrame) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'scaffold:signed-in-frame-chunk',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const find = (module: string) => ids.find((id) => id.replaceAll('\\', '/').endsWith(module));
      const staticClosure = (start: string | undefined, into = new Set<string>()) => {
        const queue = start ? [start] : [];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (into.has(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      const frameId = find(frame);
      if (!frameId) this.error(`The signed-in frame ${frame} is not in the build`);
      const elsewhere = new Set<string>();
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) staticClosure(id, elsewhere);
      for (const module of publicScreens) staticClosure(find(module), elsewhere);
      for (const id of ids) {
        if (loadedWhole.some((group) => group.test(id))) staticClosure(id, elsewhere);
      }
      members.clear();
      for (const id of staticClosure(frameId)) {
        if (id !== frameId && !elsewhere.has(id)) members.add(id);
      }
    },
  };
  return { plugin, test: (id: string) => members.has(id) };
}
