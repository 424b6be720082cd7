// Who attaches an upload's variants to djs/{uid} (decision 0026). Two writers race: the
// onDjImageUploaded trigger finishes the variants some seconds after the upload, and the
// profile save (submitDjApplication / updateDjProfile) stores the upload's URL, usually
// before the trigger is done but not always. Both run in a transaction and each reads what
// the other writes, so whichever commits second sees the first:
//   - the trigger writes imageVariants/{id} and, in the same transaction, copies the record
//     onto djs/{uid} if photoUrl or coverImageUrl already names that upload;
//   - a save reads imageVariants/{id} of each URL it stores and copies the record with it,
//     or deletes the field, so a replaced or cleared image never keeps stale variants.
// Only functions write either (firestore.rules: no client access to imageVariants, no client
// writes to djs).
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { DjProfileValues } from '../../../src/domain/dj-profile-schema';
import {
  DJ_IMAGE_URL_FIELDS,
  DJ_IMAGE_VARIANT_FIELDS,
  djImageObjectOfUrl,
  imageVariantsDocId,
  parseImageVariants,
  type DjImageObject,
  type ImageVariants,
} from '../../../src/domain/image-variants';

export const IMAGE_VARIANTS_COLLECTION = 'imageVariants';

export function imageVariantsRef(db: Firestore, source: DjImageObject): DocumentReference {
  return db.collection(IMAGE_VARIANTS_COLLECTION).doc(imageVariantsDocId(source));
}

/** The variants fields of a djs/{uid} write, as `djs` field name → record or undefined. */
export type ImageVariantFields = Partial<Record<string, ImageVariants>>;

/**
 * Inside a profile save's transaction (before its writes): the variants record of each image
 * the saved values name, when the trigger has made it. A URL outside the owner's folder
 * never gets one (parseDjProfileInput refuses it anyway).
 */
export async function readImageVariantFields(
  tx: Transaction,
  db: Firestore,
  uid: string,
  values: Pick<DjProfileValues, 'photoUrl' | 'coverImageUrl'>,
): Promise<ImageVariantFields> {
  const fields: ImageVariantFields = {};
  await Promise.all(
    DJ_IMAGE_URL_FIELDS.map(async (field) => {
      const url = values[field]?.trim();
      const source = djImageObjectOfUrl(url);
      if (!url || !source || source.uid !== uid) return;
      const snap = await tx.get(imageVariantsRef(db, source));
      const variants = parseImageVariants(snap.data(), url);
      if (variants) fields[DJ_IMAGE_VARIANT_FIELDS[field]] = variants;
    }),
  );
  return fields;
}

/**
 * Inside the trigger's transaction: the djs/{uid} fields to set now that `source`'s variants
 * exist, for each of photoUrl and coverImageUrl that names it (either kind may be used as
 * either image).
 */
export function variantFieldsForDj(
  dj: Record<string, unknown> | undefined,
  variants: ImageVariants,
): ImageVariantFields {
  const fields: ImageVariantFields = {};
  if (!dj) return fields;
  for (const field of DJ_IMAGE_URL_FIELDS) {
    const url = dj[field];
    if (typeof url === 'string' && parseImageVariants(variants, url)) {
      fields[DJ_IMAGE_VARIANT_FIELDS[field]] = variants;
    }
  }
  return fields;
}
