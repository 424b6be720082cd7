import type { DjImageKind } from '../../../domain';
import { IMAGE_CACHE_CONTROL } from './image-path';

/**
 * Uploads a checked image and returns its download URL. The server names the path first
 * (grantImageUpload: it counts the upload against the spec's hourly limit, and the Storage
 * rules accept a new file only at a granted path). The Storage SDK is imported here, on first
 * upload, so the forms do not pay for it up front. `onProgress` gets 0..1.
 */
export async function uploadDjImage(
  kind: DjImageKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const [{ ref, uploadBytesResumable, getDownloadURL }, { storage }, { grantImageUpload }] =
    await Promise.all([
      import('firebase/storage'),
      import('../../../lib/firebase/storage'),
      import('../../../lib/firebase/callables'),
    ]);
  const { path } = await grantImageUpload({ kind, contentType: file.type.toLowerCase() });
  const target = ref(storage, path);
  const task = uploadBytesResumable(target, file, {
    contentType: file.type,
    cacheControl: IMAGE_CACHE_CONTROL,
  });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) =>
        onProgress(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
      reject,
      () => resolve(),
    );
  });
  return getDownloadURL(target);
}
