// The flags node runs the server with, wherever it is started: `npm start`, the tests' servers,
// the instances behind nginx and the benchmark pass them as node's arguments (a process manager
// may give them in NODE_OPTIONS, which takes them too). A young generation of two 8 MB halves,
// not Node's 16: at 1,000× under the benchmark's load the RSS was 222–226 MB, from 243–251
// (docs/PERFORMANCE.md "Server"). It must be given when node starts (V8 sizes the young
// generation then); the flags V8 reads as it runs (the old generation's growth, pretenuring) are
// set in main.ts.
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
