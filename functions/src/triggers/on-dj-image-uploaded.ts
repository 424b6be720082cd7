// onDjImageUploaded: a DJ's photo or cover landed in Cloud Storage
// (dj-profiles/{uid}/{profile|cover}-{millis}.{ext}). Its resized AVIF and WebP variants are
// written to dj-profiles/{uid}/variants/ (public read, no client write: storage.rules) with a
// year-long immutable Cache-Control, then recorded in imageVariants/{id} and, when the
// profile already shows that upload, on djs/{uid} (services/dj-image-variants.ts says why
// both). Anything else in the bucket, the variants included, is ignored. The bucket is an
// interface so a test can drive this against the Firestore emulator with a folder on disk
// (the Storage emulator cannot start on the development machines; decision 0026).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { IMAGE_MAX_BYTES } from '../../../src/domain/image-upload';
import {
  IMAGE_VARIANT_CACHE_CONTROL,
  IMAGE_VARIANT_CONTENT_TYPES,
  parseDjImageObjectPath,
  variantObjectPath,
  type ImageVariants,
} from '../../../src/domain/image-variants';
import { imageVariantsRef, variantFieldsForDj } from '../services/dj-image-variants';
import { ImageRefusedError, makeImageVariants } from '../services/image-variants';
import { transact } from '../services/transact';

/** What the handler needs of a Cloud Storage bucket. */
export interface VariantBucket {
  download(path: string): Promise<Buffer>;
  upload(
    path: string,
    bytes: Buffer,
    metadata: { contentType: string; cacheControl: string },
  ): Promise<void>;
}

export interface DjImageUploadedDeps {
  db: Firestore;
  bucket: VariantBucket;
}

/** The finalized object, as the event describes it. */
export interface FinalizedObject {
  name: string;
  /** Bytes (the event gives a string or a number). */
  size: number | string;
}

export type DjImageOutcome =
  /** Not a DJ upload (or a variant): nothing to do. */
  | { status: 'ignored' }
  /** Not an image within the limits: the profile keeps showing the upload as it is. */
  | { status: 'refused'; reason: string }
  /** Variants written; `attached` lists the djs/{uid} fields that now carry them. */
  | { status: 'stored'; variants: ImageVariants; attached: string[] };

export async function handleDjImageUploaded(
  object: FinalizedObject,
  deps: DjImageUploadedDeps,
): Promise<DjImageOutcome> {
  const source = parseDjImageObjectPath(object.name);
  if (!source) return { status: 'ignored' };
  // storage.rules refuse larger uploads; the check keeps a download bounded whatever wrote it.
  const size = Number(object.size);
  if (!Number.isFinite(size) || size >= IMAGE_MAX_BYTES) {
    return { status: 'refused', reason: `The upload is ${object.size} bytes.` };
  }

  let processed;
  try {
    processed = await makeImageVariants(await deps.bucket.download(object.name));
  } catch (error) {
    if (error instanceof ImageRefusedError) return { status: 'refused', reason: error.message };
    throw error;
  }
  // Sequential: the function has one vCPU, and each upload is a network round trip.
  for (const variant of processed.variants) {
    await deps.bucket.upload(
      variantObjectPath(source, variant.width, variant.format),
      variant.bytes,
      {
        contentType: IMAGE_VARIANT_CONTENT_TYPES[variant.format],
        cacheControl: IMAGE_VARIANT_CACHE_CONTROL,
      },
    );
  }

  const variants: ImageVariants = {
    source: object.name,
    width: processed.width,
    height: processed.height,
    widths: processed.widths,
  };
  const djRef = deps.db.collection('djs').doc(source.uid);
  const attached = await transact(deps.db, async (tx) => {
    const dj = await tx.get(djRef);
    tx.set(imageVariantsRef(deps.db, source), {
      ...variants,
      uid: source.uid,
      kind: source.kind,
      createdAt: FieldValue.serverTimestamp(),
    });
    const fields = variantFieldsForDj(dj.data(), variants);
    if (Object.keys(fields).length > 0) tx.update(djRef, fields);
    return Object.keys(fields);
  });
  return { status: 'stored', variants, attached };
}
