import { z } from 'zod';

/**
 * The capabilities answer: the names (as the contract names them) of the calls this server has
 * beyond PRODUCT.md "The base calls". A client reads it once per session; a server without this call (a
 * 404) has only the base calls. Names a client does not know are ignored.
 */
export const capabilitiesResponseSchema = z.object({ calls: z.array(z.string()) });
export type CapabilitiesResponse = z.infer<typeof capabilitiesResponseSchema>;

/** Image types a media answer may carry. SVG only for seeded sample data; saves refuse it. */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** A media answer's body: the image's bytes, as read. */
export const mediaBytesSchema = z.instanceof(Uint8Array);

export const mediaPathParams = z.object({ media_id: z.number().int().nonnegative() });

/** The key of a media URL: made when the image is stored, it is what lets a reader have it. */
export const mediaQuerySchema = z.object({ key: z.string().max(64).optional() });
