// Route modules load on demand: each screen is its own chunk.
export const lazyPage =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => {
    const module = await load();
    return { Component: module[name] };
  };
