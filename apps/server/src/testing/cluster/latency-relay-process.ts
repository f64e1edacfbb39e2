// The latency proxy in a process of its own (`node --import tsx latency-relay-process.ts <port>
// <one-way ms>`): in the process that also drives the load, its timers waited behind the load
// generator's work and the delay grew with the load. Prints the port it listens on, then relays
// until it is killed.
import { startLatencyProxy } from './latency-proxy';

const [port, oneWayMs] = process.argv.slice(2).map(Number);
if (!port || oneWayMs === undefined || Number.isNaN(oneWayMs)) {
  console.error('usage: latency-relay-process.ts <target port on 127.0.0.1> <one-way ms>');
  process.exit(2);
}
const proxy = await startLatencyProxy({ host: '127.0.0.1', port }, oneWayMs);
process.stdout.write(`${proxy.port}\n`);
