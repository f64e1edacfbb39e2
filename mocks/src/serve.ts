// `npm run serve:mock` (Node only): a built portal and the mock API on one origin, seeded at a
// scale, with photos as real JPEG bytes, as a production server would serve them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resetDatabase } from './db/database';
import { warmReads } from './handlers/reads';
import { setMockLatency } from './handlers/respond';
import { type MockHttpServer, startMockHttpServer } from './http-server';
import { clearScenarios } from './scenarios';
import type { UnknownCallAnswer } from './unknown-calls';

export interface ServeMockOptions {
  /** Times the sample (1 → 75 sites, 1,000 → 75,000). */
  scale: number;
  /** 0 for any free port. */
  port: number;
  host?: string;
  /** Answer only the base calls (PRODUCT.md "The base calls"). */
  specOnly?: boolean;
  /** How a call the server does not have is answered (404 unless told: unknown-calls.ts). */
  unknownCalls?: UnknownCallAnswer;
  /** The built portal (apps/portal/dist). */
  dist: string;
  /** JPEGs for the seeded photos (mocks/media: four 640×480 site photos of 22–25 KB). */
  photosDir: string;
}

/** The JPEGs of a folder as data URLs, by file name. */
export function samplePhotos(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => /\.jpe?g$/i.test(name))
    .sort()
    .map(
      (name) => `data:image/jpeg;base64,${readFileSync(path.join(dir, name)).toString('base64')}`,
    );
}

/**
 * Seeds the database at `scale` around now with a live clock (tokens expire for real, the data
 * looks current), then serves the portal and the API. Resolves once it listens.
 */
export async function serveMock(options: ServeMockOptions): Promise<MockHttpServer> {
  resetDatabase({
    scale: options.scale,
    referenceDate: new Date(),
    clock: 'live',
    photos: samplePhotos(options.photosDir),
  });
  clearScenarios();
  setMockLatency(0);
  warmReads();
  return startMockHttpServer({
    port: options.port,
    host: options.host,
    specOnly: options.specOnly,
    unknownCalls: options.unknownCalls,
    compress: true,
    staticRoot: options.dist,
  });
}
