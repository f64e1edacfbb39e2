// The spec's reads carry images as data URLs (get_customer_data, get_customer_inspections), as
// the spec's server sent them: each media id a record names is put back as the data URL of its
// blob. A blob is encoded once per answer however many records name it (the sample's few
// signatures are named by every inspection).
import { type Id, type Inspection, mediaIdOf } from '@scaffold/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/connect';
import { anyIds } from './sql-text';

/**
 * An image's data URL as the portal and the sample write them: an SVG percent-encoded (the
 * sample's own), anything else in base64.
 */
export function dataUrlOf(contentType: string, bytes: Uint8Array): string {
  if (contentType === 'image/svg+xml') {
    return `data:${contentType},${encodeURIComponent(new TextDecoder().decode(bytes))}`;
  }
  return `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** Turns media URLs into data URLs, reading each blob once for the life of the object. */
export class DataUrls {
  private readonly byHash = new Map<string, string>();

  constructor(
    private readonly tx: Transaction,
    private readonly customerId: Id,
  ) {}

  /** The inspections with every image a data URL (an unknown media id is left as it is). */
  async of(inspections: readonly Inspection[]): Promise<Inspection[]> {
    const ids = new Set<Id>();
    const each = (inspection: Inspection, visit: (url: string) => string): Inspection => ({
      ...inspection,
      photos: inspection.photos.map((photo) => ({ ...photo, photo: visit(photo.photo) })),
      signatures: inspection.signatures.map((signature) => ({
        ...signature,
        signature: visit(signature.signature),
      })),
    });
    for (const inspection of inspections) {
      each(inspection, (url) => {
        const id = mediaIdOf(url);
        if (id !== null) ids.add(id);
        return url;
      });
    }
    const urls = await this.urlsOf([...ids]);
    return inspections.map((inspection) =>
      each(inspection, (url) => {
        const id = mediaIdOf(url);
        return (id === null ? undefined : urls.get(id)) ?? url;
      }),
    );
  }

  private async urlsOf(mediaIds: readonly Id[]): Promise<Map<Id, string>> {
    const urls = new Map<Id, string>();
    if (mediaIds.length === 0) return urls;
    const media = rowsOf<{ id: Id; blob_hash: string }>(
      await this.tx.execute(sql`
        select id, blob_hash from media
        where customer_id = ${this.customerId} and id = ${anyIds(mediaIds)}`),
    );
    const missing = [...new Set(media.map((row) => row.blob_hash))].filter(
      (hash) => !this.byHash.has(hash),
    );
    if (missing.length > 0) {
      const blobs = rowsOf<{ hash: string; content_type: string; bytes: Uint8Array }>(
        await this.tx.execute(sql`
          select hash, content_type, bytes from blobs
          where hash = any(${`{${missing.join(',')}}`}::text[])`),
      );
      for (const blob of blobs)
        this.byHash.set(blob.hash, dataUrlOf(blob.content_type, blob.bytes));
    }
    for (const row of media) {
      const url = this.byHash.get(row.blob_hash);
      if (url !== undefined) urls.set(row.id, url);
    }
    return urls;
  }
}
